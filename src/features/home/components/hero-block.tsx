import { Link } from '@tanstack/react-router';
import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { AppLink } from '../../../ui/app-link';
import { useIdle } from '../../../lib/when-idle';
import { homeTexts } from '../home-texts';

// a looping decorative video would move for people who asked for less motion; they get the poster
const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The header block: headline, text, a silent looping video, the trial and read-more buttons (with the spec's defaults). */
export function HeroBlock({ block, showSignup }: { block: NonNullable<FrontPageBlocks['header']>; showSignup: boolean }) {
  // the poster shows at once; the file (tens of KB before it plays) once the first screen is up
  const videoSrc = useIdle() ? block.video : undefined;
  return (
    <section className="home-hero">
      <div className="home-hero__text">
        <h1>{block.headline || homeTexts.heroHeadline}</h1>
        {block.text && <p className="home-hero__lead">{block.text}</p>}
        <div className="home-hero__actions">
          {showSignup && (
            <Link to="/signup" className="home-button home-button--primary">
              {block.signup_label || homeTexts.heroSignup}
            </Link>
          )}
          {block.readmore_url ? (
            <AppLink href={block.readmore_url} className="home-button">
              {block.readmore_label || homeTexts.heroReadMore}
            </AppLink>
          ) : (
            // the spec's default target: the FAQ page
            <Link to="/$slug" params={{ slug: 'faq' }} className="home-button">
              {block.readmore_label || homeTexts.heroReadMore}
            </Link>
          )}
        </div>
      </div>
      {block.video && (
        <video
          className="home-hero__video"
          src={videoSrc}
          poster={block.poster}
          autoPlay={!prefersReducedMotion()}
          muted
          loop
          playsInline
          preload="metadata"
          // no crossOrigin: its poster is the page's largest paint, which the server preloads as a plain image
          // (site/shell.ts); a CORS video asks for its poster in another mode, so the preload went unused and
          // the poster was fetched a second time after the JavaScript ran
          aria-hidden="true"
        />
      )}
    </section>
  );
}
