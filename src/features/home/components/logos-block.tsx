import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { CmsPicture } from './cms-picture';

type Logos = NonNullable<FrontPageBlocks['partner_logos']>;

/**
 * Publisher or partner logos, each linking to its site in a new tab (see docs/content.md#front-pages); partner logos
 * stand 6 to a row on wide screens (home.css).
 */
export function LogosBlock({ block, variant }: { block: Logos; variant: 'publishers' | 'partners' }) {
  return (
    <section className={`home-block home-logos home-logos--${variant}`}>
      <h2>{block.headline}</h2>
      <ul className="home-logos__grid">
        {block.logos.map((logo) => (
          <li key={logo.image.url}>
            <a href={logo.url} target="_blank" rel="noopener noreferrer">
              <CmsPicture image={logo.image} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
