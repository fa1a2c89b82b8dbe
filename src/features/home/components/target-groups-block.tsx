import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { AppLink } from '../../../ui/app-link';
import { CmsPicture } from './cms-picture';

/** Target groups in a grid of two columns (see docs/content.md#front-pages), each card linking on when it has a URL. */
export function TargetGroupsBlock({ block }: { block: NonNullable<FrontPageBlocks['target_groups']> }) {
  return (
    <section className="home-block home-targets">
      <h2>{block.headline}</h2>
      <ul className="home-targets__grid">
        {block.items.map((item) => {
          const body = (
            <>
              {item.image && <CmsPicture image={item.image} className="home-targets__image" />}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </>
          );
          return (
            <li key={item.title} className="home-card">
              {item.url ? (
                <AppLink href={item.url} className="home-card__link">
                  {body}
                </AppLink>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
