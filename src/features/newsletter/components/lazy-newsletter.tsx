import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NewsletterFormProps } from './newsletter-form';

const NewsletterForm = lazy(() => import('./newsletter-form'));

/**
 * The newsletter form, fetched only when its place comes near the window (or takes focus): it sits in the
 * footer of every page, and the first load of / has a tight budget (README: bench).
 */
export function LazyNewsletter(props: Omit<NewsletterFormProps, 'active'>) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} className="newsletter-slot">
      {near && (
        <Suspense fallback={null}>
          <NewsletterForm {...props} active />
        </Suspense>
      )}
    </div>
  );
}
