import { Link } from '@tanstack/react-router';
import type { TopicArea } from '../../../shared/schemas/cms';
import { CmsImage } from '../../../ui/cms-image';

/** The theme-world list template: every topic area with its picture and tags, linking to /{page}/{area}. */
export function TopicAreaList({ pageSlug, areas }: { pageSlug: string; areas: TopicArea[] }) {
  return (
    <ul className="topic-area-list">
      {areas.map((area) => (
        <li key={area.ID}>
          <Link to="/$category/$slug" params={{ category: pageSlug, slug: area.post_name }} className="topic-area-list__link">
            <CmsImage src={area.acf.topicarea_teaser_image.url} alt={area.acf.topicarea_teaser_image.alt} />
            <h2>{area.acf.teaser_title || area.post_title}</h2>
          </Link>
          {area.acf.tags.length > 0 && (
            <ul className="topic-area-list__tags" aria-label="Schlagwörter">
              {area.acf.tags.map((tag) => (
                <li key={tag.slug}>{tag.name}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
