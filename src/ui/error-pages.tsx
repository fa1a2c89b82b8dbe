import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../lib/api-client';
import { CONTENT_UNAVAILABLE, isReachable, isUnreachable, subscribeReachable } from '../lib/connectivity';
import { texts } from '../shared/domain/texts';

/**
 * An API 404 that reached the error boundary is still "not found"; every other failure is the 500 page (see
 * docs/errors.md#error-pages), or offline the offline page.
 */
export const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * When Lesefunke last became reachable again (the browser's `online` event or the health probe). The first
 * loads after it can still fail while the connection settles; the offline page then stays and tries again
 * instead of turning into the 500 page.
 */
let backOnlineAt = -Infinity;
if (typeof window !== 'undefined') subscribeReachable((reachable) => void (reachable && (backOnlineAt = Date.now())));
const RECONNECT_GRACE_MS = 15_000;

/**
 * A load that found Lesefunke unreachable (no network, no server, or a gateway's answer for it) while it is
 * unreachable, or just after it came back: the page was never opened on this device, so neither the worker
 * nor the stored cache holds it. The device offline and the server down look the same to the reader.
 */
export const isOffline = (error: unknown) =>
  error instanceof ApiError && isUnreachable(error.status, error.error) && (!isReachable() || Date.now() - backOnlineAt < RECONNECT_GRACE_MS);

/** A content request that Lesefunke answered but the content service behind it did not (lib/connectivity.ts). */
export const isContentDown = (error: unknown) => error instanceof ApiError && error.error === CONTENT_UNAVAILABLE;

type FailedMatch = { status: string; error: unknown; _notFound?: boolean };

/**
 * The document title of the error page the root shows for these matches, or undefined when every one
 * loaded. The root's head() gives it, so a failed route's own head() (which returns nothing) never hides it.
 */
export function errorPageTitle(matches: FailedMatch[]): string | undefined {
  for (const match of matches) {
    if (match._notFound || match.status === 'notFound' || (match.status === 'error' && isMissing(match.error))) return 'Seite nicht gefunden';
    if (match.status === 'error') return isOffline(match.error) ? texts.offlineHeading : isContentDown(match.error) ? texts.contentUnavailableHeading : 'Fehler';
  }
  return undefined;
}

/** 404 (see docs/errors.md#error-pages): for unknown paths and for resources the API does not know. */
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

/**
 * 500: any other failure while loading a page, with the spec's generic load-failure line (see
 * docs/errors.md#error-pages).
 */
export function ServerErrorPage() {
  return (
    <section className="error-page" data-testid="server-error">
      <h1>{texts.serverError}</h1>
      <p>{texts.somethingWentWrong}</p>
    </section>
  );
}

/**
 * Instead of the 500 page while Lesefunke is unreachable: says why, offers to try again, and tries again by
 * itself when it answers again (a tablet in a classroom regains the Wi-Fi or the school's server without
 * anybody touching it; lib/connectivity.ts probes the server meanwhile).
 */
export function OfflinePage({ error }: { error: unknown }) {
  const router = useRouter();
  useEffect(() => {
    const retry = () => void router.invalidate();
    const stop = subscribeReachable((reachable) => reachable && retry());
    // shown although Lesefunke counts as reachable: a try just after it came back failed; each failure
    // (a new error) tries again after a moment, until isOffline's grace ends and a failure is the 500 page
    const again = isReachable() ? setTimeout(retry, 2_000) : undefined;
    return () => {
      stop();
      clearTimeout(again);
    };
  }, [router, error]);
  return (
    <section className="error-page" data-testid="offline">
      <h1>{texts.offlineHeading}</h1>
      <p>{texts.offlinePageNeverSeen}</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        {texts.retry}
      </button>
    </section>
  );
}

/**
 * The offline page's words and retry inside a page whose frame is there but whose list could not be fetched while
 * Lesefunke is unreachable (a list never seen on this device): it fetches again when Lesefunke answers, as the
 * offline page does. `onRetry` must keep its identity (a query's refetch does).
 */
export function OfflineBlock({ onRetry }: { onRetry: () => void }) {
  useEffect(() => subscribeReachable((reachable) => reachable && onRetry()), [onRetry]);
  return (
    <div className="error-page" data-testid="offline">
      <p>{texts.offlinePageNeverSeen}</p>
      <button type="button" className="button" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}

/**
 * A content page whose content the content service (a school's WordPress) could not give while Lesefunke answers: not
 * "offline", since the device and Lesefunke are fine, and the boardstories, which are Lesefunke's own, stay one click away.
 */
export function ContentUnavailablePage() {
  const router = useRouter();
  return (
    <section className="error-page" data-testid="content-unavailable">
      <h1>{texts.contentUnavailableHeading}</h1>
      <p>{texts.contentUnavailable}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          {texts.retry}
        </button>
        <Link to="/boardstories" className="button button-secondary">
          {texts.toBoardstories}
        </Link>
      </div>
    </section>
  );
}

/**
 * The page for a route that failed to load: the 404 page for an answer the server does not have, the offline page
 * when Lesefunke could not be reached, the content's own page when only the content service failed, else the 500 page. The router's default for every route (router.ts), so a
 * page the server drew shows the same as the browser's own drawing; the root's frame stays around it.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const missing = isMissing(error);
  useEffect(() => {
    if (!missing) console.error(error);
  }, [error, missing]);
  if (missing) return <NotFoundPage />;
  if (isOffline(error)) return <OfflinePage error={error} />;
  return isContentDown(error) ? <ContentUnavailablePage /> : <ServerErrorPage />;
}
