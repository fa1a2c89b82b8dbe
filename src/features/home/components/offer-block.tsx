import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { FeatureIcon } from './feature-icon';

/** "Our offer": a row of items, each an icon, a title and a short text. */
export function OfferBlock({ block }: { block: NonNullable<FrontPageBlocks['our_offer']> }) {
  return (
    <section className="home-block home-offer">
      <h2>{block.headline}</h2>
      <ul className="home-offer__items">
        {block.items.map((item) => (
          <li key={item.title}>
            <FeatureIcon name={item.icon} />
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
