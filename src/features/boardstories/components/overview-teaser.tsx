import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storyTexts } from '../../../shared/domain/story-texts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query';
import { cmsQueries } from '../../cms/cms.queries';

/**
 * The overview's teaser from the content options (see docs/stories-and-player.md#catalogue); on mobile it folds away
 * behind "Was sind Boardstories".
 */
export function OverviewTeaser() {
  const { data: options } = useQuery(cmsQueries.options());
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const teaser = options?.boardstories_listview_teaser;
  if (!teaser?.text) return null;
  const body = (
    <div id="overview-teaser-body" className="overview-teaser__body">
      {teaser.headline && <h2>{teaser.headline}</h2>}
      <p>{teaser.text}</p>
    </div>
  );
  if (desktop) return <section className="overview-teaser">{body}</section>;
  return (
    <section className="overview-teaser">
      <button type="button" className="overview-teaser__trigger" aria-expanded={open} aria-controls="overview-teaser-body" onClick={() => setOpen((o) => !o)}>
        {storyTexts.overviewTeaserTrigger}
      </button>
      {open && body}
    </section>
  );
}
