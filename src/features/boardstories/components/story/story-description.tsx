import { lazy, Suspense } from 'react';
import { texts } from '../../../../shared/domain/texts';
import { useIdle } from '../../../../lib/when-idle';

// marked and DOMPurify load with this chunk only, once the page has painted: they stay off the first load
const StoryMarkdown = lazy(() => import('./story-markdown'));

/** "Inhalt": the story's markdown description (part 2 §2); the raw text stands in while the renderer loads. */
export function StoryDescription({ markdown }: { markdown: string }) {
  const idle = useIdle();
  if (!markdown.trim()) return null;
  const plain = <div className="story-description story-description--plain">{markdown}</div>;
  return (
    <section className="story-section" aria-labelledby="story-content-title">
      <h2 id="story-content-title">{texts.storyContent}</h2>
      {idle ? (
        <Suspense fallback={plain}>
          <StoryMarkdown markdown={markdown} />
        </Suspense>
      ) : (
        plain
      )}
    </section>
  );
}
