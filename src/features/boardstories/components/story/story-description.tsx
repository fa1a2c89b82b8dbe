import { lazy, Suspense } from 'react';
import { texts } from '../../../../shared/domain/texts';

// marked and DOMPurify load with this chunk only, after the page is there: they stay off the first load
const StoryMarkdown = lazy(() => import('./story-markdown'));

/** "Inhalt": the story's markdown description (part 2 §2); the raw text stands in while the renderer loads. */
export function StoryDescription({ markdown }: { markdown: string }) {
  if (!markdown.trim()) return null;
  return (
    <section className="story-section" aria-labelledby="story-content-title">
      <h2 id="story-content-title">{texts.storyContent}</h2>
      <Suspense fallback={<div className="story-description story-description--plain">{markdown}</div>}>
        <StoryMarkdown markdown={markdown} />
      </Suspense>
    </section>
  );
}
