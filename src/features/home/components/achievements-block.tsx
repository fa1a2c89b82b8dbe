import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { CmsPicture } from './cms-picture';

/** Awards and recommendations, each with a picture. */
export function AchievementsBlock({ block }: { block: NonNullable<FrontPageBlocks['achievements']> }) {
  return (
    <section className="home-block home-achievements">
      <h2>{block.headline}</h2>
      <ul className="home-columns">
        {block.items.map((item) => (
          <li key={item.title}>
            {item.image && <CmsPicture image={item.image} className="home-achievements__image" />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
