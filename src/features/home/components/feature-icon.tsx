import type { ReactNode } from 'react';

// Icon names the CMS uses for offer and wheel items, as a few inline strokes: no icon font or sprite
// on the first load, and no dependence on an emoji font being installed.
const icons: Record<string, ReactNode> = {
  book: <path d="M4 5c3-1 6-1 8 1 2-2 5-2 8-1v13c-3-1-6-1-8 1-2-2-5-2-8-1zM12 6v13" />,
  puzzle: <path d="M5 5h5a2 2 0 1 1 4 0h5v5a2 2 0 1 0 0 4v5h-5a2 2 0 1 0-4 0H5v-5a2 2 0 1 1 0-4z" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 19h14" />,
  text: <path d="M4 18 8 6l4 12M5.5 14h5M15 10h5v8h-5a2 2 0 0 1 0-4h5" />,
  image: <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01" />,
  quiz: <path d="M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V15M12 19h.01" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20" />,
  bulb: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1v1h6v-1c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3z" />,
};
const fallback = <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6-4.5-4.1 6-.7z" />;

/** Decorative: the item's title next to it says what it is. */
export function FeatureIcon({ name }: { name?: string }) {
  return (
    <svg className="home-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {(name && icons[name]) ?? fallback}
      </g>
    </svg>
  );
}
