import { ClientOnly, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { newsletterTexts as t } from '../newsletter.texts';
import type { NewsletterFormProps } from './newsletter-form';
// with the place, not with the form: the place is laid out by the form's own rules before the form arrives
import '../newsletter.css';

const NewsletterForm = lazy(() => import('./newsletter-form'));

type Props = Omit<NewsletterFormProps, 'active'>;

/**
 * The newsletter form, fetched only when its place comes near the window: it sits in the footer of every
 * page, and the first load of / has a tight budget (docs/performance.md#budgets). While a page is still loading its main
 * part is empty and the footer is in view of every window, so the watch starts once the page stands.
 */
export function LazyNewsletter(props: Props) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  const pageLoading = useRouterState({ select: (state) => state.status === 'pending' });
  useEffect(() => {
    const el = place.current;
    if (!el || near || pageLoading) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, pageLoading]);
  return (
    <div ref={place} className="newsletter-slot">
      {near ? (
        <Suspense fallback={<FormPlace {...props} />}>
          <NewsletterForm {...props} active />
        </Suspense>
      ) : (
        <ClientOnly>
          <FormPlace {...props} />
        </ClientOnly>
      )}
    </div>
  );
}

/**
 * The form's place until it arrives: its blocks (heading, text, fields, captcha, buttons) laid out as the form lays
 * them out, unseen, so the form takes exactly their room. An empty place grew by the form's height (330 px on a
 * phone) when a reader scrolled to it, and moved the footer's code bar from under a finger about to tap it. Kept
 * in step with newsletter-form.tsx by the test "the newsletter form arrives without moving…". Drawn by the app
 * only: in a page the server drew it would cost the front page's HTML its first round trip (docs/performance.md,
 * 14.6 KB), and without scripts no form comes to take it.
 */
function FormPlace({ variant, title, text }: Props) {
  const standalone = variant === 'standalone';
  const field = (label: string) => (
    <div className="field">
      <label>{label}</label>
      <input disabled />
    </div>
  );
  return (
    <div className={`newsletter newsletter--${variant}`} style={{ visibility: 'hidden' }} aria-hidden="true">
      <h2>{title || t.footerTitle}</h2>
      <p>{text || t.footerText}</p>
      {standalone && (
        <>
          <div className="field">
            <label>{t.salutation}</label>
            <select disabled />
          </div>
          {field(t.firstName)}
          {field(t.lastName)}
        </>
      )}
      {field(t.email)}
      {standalone && (
        <div className="field field--checkbox">
          <input type="checkbox" disabled />
          <label>{t.consent}</label>
        </div>
      )}
      <div className="captcha-placeholder" />
      <div className="newsletter__actions">
        <button type="button" className="button" disabled>
          {t.send}
        </button>
        <button type="button" className="link-button" disabled>
          {t.privacyLink}
        </button>
      </div>
    </div>
  );
}
