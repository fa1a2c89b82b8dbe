// Icon names the CMS uses for offer and wheel items, drawn as emoji: no icon font or sprite on the first load.
const icons: Record<string, string> = {
  book: '📖',
  puzzle: '🧩',
  download: '📥',
  text: '🔤',
  image: '🖼️',
  quiz: '❓',
  search: '🔍',
  bulb: '💡',
};

/** Decorative: the item's title next to it says what it is. */
export function FeatureIcon({ name }: { name?: string }) {
  return (
    <span className="home-icon" aria-hidden="true">
      {(name && icons[name]) ?? '✨'}
    </span>
  );
}
