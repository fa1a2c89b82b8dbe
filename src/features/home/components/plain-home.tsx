import { Link } from '@tanstack/react-router';
import { homeTexts } from '../home-texts';

/**
 * The front page of a CMS without front-page content (a new installation: production seeds no demo content, see
 * docs/production.md): the hero's default headline and the ways in, so the first visitor never meets an empty page.
 */
export function PlainHome({ showSignup }: { showSignup: boolean }) {
  return (
    <section className="home-hero">
      <div className="home-hero__text">
        <h1>{homeTexts.heroHeadline}</h1>
        <p className="home-hero__lead">{homeTexts.plainLead}</p>
        <div className="home-hero__actions">
          <Link to="/boardstories" className="home-button home-button--primary">
            {homeTexts.plainCatalogue}
          </Link>
          {showSignup && (
            <Link to="/signup" className="home-button">
              {homeTexts.heroSignup}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
