import type { FrontPageBlocks } from '../../../shared/schemas/cms';

/** The support hotlines: who they are for, the number to call and when. */
export function SupportTeaserBlock({ block }: { block: NonNullable<FrontPageBlocks['support_teaser']> }) {
  return (
    <section className="home-block home-support">
      <h2>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
      <ul className="home-support__hotlines">
        {block.hotlines.map((line) => (
          <li key={line.phone}>
            <span className="home-support__label">{line.label}</span>
            <a href={`tel:${line.phone.replace(/[^\d+]/g, '')}`} className="home-support__phone">
              {line.phone}
            </a>
            <span className="home-support__hours">{line.hours}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
