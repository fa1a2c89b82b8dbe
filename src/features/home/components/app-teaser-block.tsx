import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { AppLink } from '../../../ui/app-link';
import { CmsPicture } from './cms-picture';

/** The app teaser: text, store links and a picture of the app. */
export function AppTeaserBlock({ block }: { block: NonNullable<FrontPageBlocks['app_teaser']> }) {
  return (
    <section className="home-block home-text home-text--with-image home-app">
      <div className="home-text__body">
        <h2>{block.headline}</h2>
        <p>{block.text}</p>
        <ul className="home-app__links">
          {block.links.map((link) => (
            <li key={link.url}>
              <AppLink href={link.url} target={link.target || undefined} className="home-button">
                {link.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
      {block.image && <CmsPicture image={block.image} className="home-text__image" />}
    </section>
  );
}
