import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIdle } from '../../../lib/use-idle';
import { serviceContact, telHref } from '../../../shared/domain/service-contact';
import { texts } from '../../../shared/domain/texts';
import { AppLink } from '../../../ui/app-link';
import { cmsQueries } from '../../cms/cms.queries';
import { Breadcrumb } from './breadcrumb';

const BADGES = [
  { src: '/badges/datenschutz.svg', alt: 'Geprüfter Datenschutz' },
  { src: '/badges/lesefoerderung.svg', alt: 'Partner der Leseförderung' },
  { src: '/badges/barrierearm.svg', alt: 'Barrierearm gestaltet' },
];

/**
 * `newsletter` is the newsletter form, `codeEntry` the code section and `codeButton` the floating code button, handed
 * in by the root layout (they belong to the newsletter and access-codes features). The
 * badges are asked for once the page has painted: on a short page they lie within the distance at which lazy
 * pictures load at once, beside the first screen's own requests; their place is kept meanwhile.
 */
export function Footer({
  newsletter,
  codeEntry,
  codeButton,
}: {
  newsletter?: ReactNode;
  codeEntry?: ReactNode;
  codeButton?: ReactNode;
}) {
  const { data: menus } = useQuery(cmsQueries.menus());
  const { data: options } = useQuery(cmsQueries.options());
  const contact = serviceContact(options);
  const painted = useIdle();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <Breadcrumb />
        <div className="footer-grid">
          {newsletter}
          {codeEntry}
          {menus?.footer.map((column) => (
            <nav key={column.title} className="footer-menu" aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.items.map((entry) => (
                  <li key={entry.ID}>
                    <AppLink href={entry.url}>{entry.title}</AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {contact && (
            <section className="footer-contact" aria-labelledby="footer-contact-title">
              <h2 id="footer-contact-title">Kontakt</h2>
              <p>
                Service-Hotline: <a href={telHref(contact.phone)}>{contact.phone}</a>
                {contact.hours && <> ({contact.hours})</>}
              </p>
              {contact.address.length > 0 && (
                <address>
                  {contact.address.map((line) => (
                    <span key={line} className="footer-contact__line">
                      {line}
                    </span>
                  ))}
                </address>
              )}
            </section>
          )}
        </div>
        <div className="footer-bottom">
          <ul className="badges">
            {BADGES.map((badge) => (
              <li key={badge.src}>
                {painted ? <img src={badge.src} alt={badge.alt} width="96" height="48" loading="lazy" /> : <span className="badges__place" />}
              </li>
            ))}
          </ul>
          <p className="copyright">
            © {new Date().getFullYear()} {texts.siteName}
          </p>
        </div>
      </div>
      {codeButton}
    </footer>
  );
}
