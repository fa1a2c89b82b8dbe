import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { CmsPicture } from './cms-picture';

/** Testimonials in three columns: picture, quote, who said it (see docs/content.md#front-pages). */
export function TestimonialsBlock({ block }: { block: NonNullable<FrontPageBlocks['testimonials']> }) {
  return (
    <section className="home-block home-testimonials">
      <h2>{block.headline}</h2>
      <ul className="home-columns">
        {block.items.map((item) => (
          <li key={item.username}>
            <figure>
              {/* the name is right below; the portrait adds nothing for a screen reader */}
              <CmsPicture image={item.image} className="home-testimonials__image" alt="" />
              <blockquote>{item.quote}</blockquote>
              <figcaption>{item.username}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
