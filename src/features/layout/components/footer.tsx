import { useQuery } from '@tanstack/react-query';
import { texts } from '../../../shared/domain/texts';
import { AppLink } from '../../../ui/app-link';
import { cmsQueries } from '../../cms/cms.queries';
import { Breadcrumb } from './breadcrumb';
import { CodeEntrySection } from './code-entry-section';
import { CodeEntrySticky } from './code-entry-sticky';
import './code-entry.css';

const BADGES = [
  { src: '/badges/datenschutz.svg', alt: 'Geprüfter Datenschutz' },
  { src: '/badges/lesefoerderung.svg', alt: 'Partner der Leseförderung' },
  { src: '/badges/barrierearm.svg', alt: 'Barrierearm gestaltet' },
];

export function Footer() {
  const { data: menus } = useQuery(cmsQueries.menus());
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <Breadcrumb />
        <div className="footer-grid">
          <CodeEntrySection />
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
        </div>
        <div className="footer-bottom">
          <ul className="badges">
            {BADGES.map((badge) => (
              <li key={badge.src}>
                <img src={badge.src} alt={badge.alt} width="96" height="48" loading="lazy" />
              </li>
            ))}
          </ul>
          <p className="copyright">
            © {new Date().getFullYear()} {texts.siteName}
          </p>
        </div>
      </div>
      <CodeEntrySticky />
    </footer>
  );
}
