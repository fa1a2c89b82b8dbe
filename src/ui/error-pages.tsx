import { Link } from '@tanstack/react-router';
import { ApiError } from '../lib/api-client';
import { texts } from '../shared/domain/texts';

/** An API 404 that reached the error boundary is still "not found"; every other failure is the 500 page (part 2 §2). */
export const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

type FailedMatch = { status: string; error: unknown; _notFound?: boolean };

/**
 * The document title of the error page the root shows for these matches, or undefined when every one
 * loaded. The root's head() gives it, so a failed route's own head() (which returns nothing) never hides it.
 */
export function errorPageTitle(matches: FailedMatch[]): string | undefined {
  for (const match of matches) {
    if (match._notFound || match.status === 'notFound' || (match.status === 'error' && isMissing(match.error))) return 'Seite nicht gefunden';
    if (match.status === 'error') return 'Fehler';
  }
  return undefined;
}

/** 404 (part 1 §2 Error pages): for unknown paths and for resources the API does not know. */
export function NotFoundPage() {
  return (
    <section className="error-page" data-testid="not-found">
      <h1>{texts.notFound}</h1>
      <Link to="/" className="button">
        Zur Startseite
      </Link>
    </section>
  );
}

/** 500: any other failure while loading a page, with the spec's generic load-failure line (part 2 §2). */
export function ServerErrorPage() {
  return (
    <section className="error-page" data-testid="server-error">
      <h1>{texts.serverError}</h1>
      <p>{texts.somethingWentWrong}</p>
    </section>
  );
}
