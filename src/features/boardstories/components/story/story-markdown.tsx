import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/** Markdown from the catalogue rendered to HTML and sanitised: descriptions are edited text, never trusted markup. */
export default function StoryMarkdown({ markdown }: { markdown: string }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(markdown, { async: false })), [markdown]);
  return <div className="story-description" dangerouslySetInnerHTML={{ __html: html }} />;
}
