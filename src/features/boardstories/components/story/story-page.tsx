import type { ReactNode } from 'react';
import type { Boardstory } from '../../../../shared/schemas/boardstories';
import { BookReference } from './book-reference';
import { MaterialBox } from './material-box';
import { SimilarStories } from './similar-stories';
import { StoryDescription } from './story-description';
import { StoryProperties } from './story-properties';
import './story-page.css';

type Props = {
  story: Boardstory;
  /** the player area; the player feature fills it (until then the route shows the teaser picture) */
  player: ReactNode;
  /** the bookmarks feature's toggle, beside the title */
  bookmarkToggle?: ReactNode;
  /** "Für offline speichern" (story-packs feature), under the player */
  offlinePack?: ReactNode;
  /** the owners' access codes box, or nothing for everyone else */
  accessCodesBox?: ReactNode;
  /** a note about the code in the URL (e.g. that it is not valid) */
  codeNotice?: ReactNode;
  /** the validated code in use, so the material box asks with it */
  accessCode?: string;
  /** the URL's code is still being checked: the material waits for it instead of flashing locked entries */
  accessCodePending?: boolean;
};

/**
 * The story page (see docs/stories-and-player.md#story-page): player, codes box, description, book, properties,
 * material and similar stories.
 */
export function StoryPage({ story, player, bookmarkToggle, offlinePack, accessCodesBox, codeNotice, accessCode, accessCodePending }: Props) {
  return (
    <article className="story-page">
      <header className="story-page__head">
        <h1>{story.title}</h1>
        {bookmarkToggle}
      </header>
      {codeNotice}
      <div className="story-page__player">{player}</div>
      {offlinePack}
      <div className="story-page__columns">
        <div className="story-page__main">
          {accessCodesBox}
          <StoryDescription story={story} />
          {story.bookReference && <BookReference book={story.bookReference} />}
        </div>
        <aside className="story-page__aside">
          <StoryProperties story={story} />
          <MaterialBox story={story} accessCode={accessCode} waitForCode={accessCodePending} />
        </aside>
      </div>
      <SimilarStories storyId={story.id} />
    </article>
  );
}
