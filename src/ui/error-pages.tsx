import { Link } from '@tanstack/react-router';
import { texts } from '../shared/domain/texts';
import { usePageTitle } from './use-page-title';

/** 404 (part 1 §2 Error pages): for unknown paths and for resources the API does not know. */
export function NotFoundPage() {
  usePageTitle('Seite nicht gefunden');
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
  usePageTitle('Fehler');
  return (
    <section className="error-page" data-testid="server-error">
      <h1>{texts.serverError}</h1>
      <p>{texts.somethingWentWrong}</p>
    </section>
  );
}

