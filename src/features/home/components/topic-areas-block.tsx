import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FrontPageBlocks, TopicArea } from '../../../shared/schemas/cms';
import { cmsQueries } from '../../cms/cms.queries';
import { TOPIC_AREAS_SHOWN, topicAreaParams } from '../home-blocks';
import { homeTexts } from '../home-texts';
import { CmsPicture } from './cms-picture';

/**
 * Topic areas listed by the topic-areas page: the first 6, the rest behind "Alle anzeigen" (see
 * docs/content.md#front-pages).
 */
export function TopicAreasBlock({ block }: { block: NonNullable<FrontPageBlocks['topic_areas']> }) {
  const page = useQuery(cmsQueries.page(block.page_slug));
  const [all, setAll] = useState(false);
  const areas = (page.data?.acf.topic_areas as TopicArea[] | undefined) ?? [];
  if (areas.length === 0) return null;
  const shown = all ? areas : areas.slice(0, TOPIC_AREAS_SHOWN);
  return (
    <section className="home-block home-topics">
      <h2>{block.headline}</h2>
      <ul className="home-topics__grid" id="home-topic-areas">
        {shown.map((area) => (
          <li key={area.ID} className="home-card">
            <Link to="/$category/$slug" params={topicAreaParams(page.data?.slug, area.post_name)} className="home-card__link">
              <CmsPicture image={area.acf.topicarea_teaser_image} />
              <h3>{area.acf.teaser_title || area.post_title}</h3>
            </Link>
          </li>
        ))}
      </ul>
      {areas.length > TOPIC_AREAS_SHOWN && (
        <button type="button" className="home-button" aria-expanded={all} aria-controls="home-topic-areas" onClick={() => setAll(!all)}>
          {all ? homeTexts.showLess : homeTexts.showAll}
        </button>
      )}
    </section>
  );
}
