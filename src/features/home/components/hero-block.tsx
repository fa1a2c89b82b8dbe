import { Link } from '@tanstack/react-router';
import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { AppLink } from '../../../ui/app-link';
import { useIdle } from '../../../lib/use-idle';
import { homeTexts } from '../home-texts';

// a looping decorative video would move for people who asked for less motion; they get the poster
const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The header block: headline, text, a silent looping video (its poster for people who asked for less motion), the
 * trial and read-more buttons (with the spec's defaults).
 */
export function HeroBlock({ block, showSignup }: { block: NonNullable<FrontPageBlocks['header']>; showSignup: boolean }) {
  // The poster, as a plain picture, until the first screen is up; then the video in its place. A <video> in the server's
  // HTML costs a slow tablet its media element and built-in parts in the first restyle, before the page answers.
  const moving = useIdle() && !prefersReducedMotion();
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
      {block.video &&
        !moving &&
        (block.poster ? (
          // the page's largest paint: the server preloads it (site/shell.ts), and the app's idle time waits for it
          <img className="home-hero__video" src={block.poster} alt="" fetchPriority="high" />
        ) : (
          <div className="home-hero__video" />
        ))}
      {block.video && moving && (
        <video
          className="home-hero__video"
          src={block.video}
          poster={block.poster}
          autoPlay
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
