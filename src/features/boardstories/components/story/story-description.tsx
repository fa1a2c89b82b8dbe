import { storyTexts } from '../../../../shared/domain/story-texts';
import type { Boardstory } from '../../../../shared/schemas/boardstories';

/**
 * "Inhalt": the story's markdown description (see docs/stories-and-player.md#story-page), as the server rendered and
 * sanitised it. A story saved for offline use by an older version of the app has only the markdown: that shows as plain
 * text.
 */
export function StoryDescription({ story }: { story: Pick<Boardstory, 'description' | 'descriptionHtml'> }) {
  if (!story.description.trim()) return null;
  return (
    <section className="story-section" aria-labelledby="story-content-title">
      <h2 id="story-content-title">{storyTexts.storyContent}</h2>
      {story.descriptionHtml ? (
        <div className="story-description" dangerouslySetInnerHTML={{ __html: story.descriptionHtml }} />
      ) : (
        <div className="story-description story-description--plain">{story.description}</div>
      )}
    </section>
  );
}
