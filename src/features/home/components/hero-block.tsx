import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { AppLink } from '../../../ui/app-link';
import { homeTexts } from '../home-texts';

// a looping decorative video would move for people who asked for less motion; they get the poster
const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The looping video's file once the first screen is up: its poster shows at once, and the file (tens of KB before
 * it plays) no longer competes with the page's own scripts and pictures on a slow school network.
 */
function useVideoWhenIdle(video: string | undefined) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!video) return;
    // Safari has no requestIdleCallback; a short timer does the same there
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setSrc(video), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setSrc(video), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [video]);
  return src;
}

/** The header block: headline, text, a silent looping video, the trial and read-more buttons (with the spec's defaults). */
export function HeroBlock({ block, showSignup }: { block: NonNullable<FrontPageBlocks['header']>; showSignup: boolean }) {
  const videoSrc = useVideoWhenIdle(block.video);
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
          crossOrigin="anonymous"
          aria-hidden="true"
        />
      )}
    </section>
  );
}
