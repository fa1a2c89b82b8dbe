import type { FrontPageBlocks } from '../../../shared/schemas/cms';

/** The statistics bar: each number with the label of what it counts. */
export function NumbersBlock({ block }: { block: NonNullable<FrontPageBlocks['numbers']> }) {
  return (
    <section className="home-numbers" aria-label="Lesefunke in Zahlen">
      <ul>
        {block.items.map((item) => (
          <li key={item.label}>
            <strong className="home-numbers__number">{item.number}</strong>
            <span className="home-numbers__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
