import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storyTexts } from '../../../shared/domain/story-texts';
import { cmsQueries } from '../../cms/cms.queries';

/**
 * The overview's teaser from the content options (see docs/stories-and-player.md#catalogue); on mobile it folds away
 * behind "Was sind Boardstories". Both forms are drawn and the style sheet picks one by the screen's width: the
 * server that draws the page does not know the width, and a form switched by script after the takeover moved the
 * catalogue down on wide screens.
 */
export function OverviewTeaser() {
  const { data: options } = useQuery(cmsQueries.options());
  const [open, setOpen] = useState(false);
  const teaser = options?.boardstories_listview_teaser;
  if (!teaser?.text) return null;
  return (
    <section className="overview-teaser">
      <button type="button" className="overview-teaser__trigger" aria-expanded={open} aria-controls="overview-teaser-body" onClick={() => setOpen((o) => !o)}>
        {storyTexts.overviewTeaserTrigger}
      </button>
      <div id="overview-teaser-body" className={open ? 'overview-teaser__body' : 'overview-teaser__body overview-teaser__body--folded'}>
        {teaser.headline && <h2>{teaser.headline}</h2>}
        <p>{teaser.text}</p>
      </div>
    </section>
  );
}
