import type { Post, TopicArea } from '../../../shared/schemas/cms';
import { CmsImage } from '../../../ui/cms-image';
import { htmlToText } from '../../../ui/html-text';
import { SafeHtml } from '../../../ui/safe-html';
import { Sections, type RenderNewsletter } from './sections';
import { TopicAreaList } from './topic-area-list';
import '../pages.css';

/**
 * A generic CMS page (see docs/content.md#cms-pages): title, optional hero image, content, sections or the theme-world
 * list.
 */
export function CmsPage({ page, renderNewsletter }: { page: Post; renderNewsletter?: RenderNewsletter }) {
  const title = htmlToText(page.title.rendered);
  // the SEO title from the page meta names the document (the route's head()); the visible heading stays the page's title
  return (
    <article className="page cms-page">
      <h1>{title}</h1>
      {page.featured_image_src && (
        <CmsImage
          className="page-hero"
          src={page.featured_image_src.src}
          srcSet={page.featured_image_src.srcset || undefined}
          sizes="(min-width: 1024px) 960px, 100vw"
          alt={page.featured_image_src.alt}
          loading="eager"
        />
      )}
      {page.content.rendered && <SafeHtml className="prose" html={page.content.rendered} />}
      {page.template === 'topic-areas' && <TopicAreaList pageSlug={page.slug} areas={(page.acf.topic_areas as TopicArea[] | undefined) ?? []} />}
      {page.acf.sections && <Sections sections={page.acf.sections} renderNewsletter={renderNewsletter} />}
    </article>
  );
}
