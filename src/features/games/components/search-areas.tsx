import type { SearchAnswer } from '../../../shared/schemas/games';

type Props = { answers: SearchAnswer[]; found: number[]; highlight: number | null; revealMissing?: boolean };

/** Found answers marked green (the newest highlighted), and after giving up the missing ones in orange. */
export function SearchAreas({ answers, found, highlight, revealMissing = false }: Props) {
  return (
    <>
      {answers.map((a, i) => {
        const isFound = found.includes(i);
        if (!isFound && !revealMissing) return null;
        const cls = ['search-area', isFound ? 'found' : 'missing', highlight === i ? 'highlight' : ''].join(' ');
        return (
          <span
            key={i}
            className={cls}
            aria-hidden="true"
            style={{
              left: `${a.topLeft.x / 100}%`,
              top: `${a.topLeft.y / 100}%`,
              width: `${(a.bottomRight.x - a.topLeft.x) / 100}%`,
              height: `${(a.bottomRight.y - a.topLeft.y) / 100}%`,
            }}
          />
        );
      })}
    </>
  );
}
