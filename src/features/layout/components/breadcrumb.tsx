import { Link, useLocation } from '@tanstack/react-router';
import { useCurrentPageTitle } from '../../../ui/page-head';
import { breadcrumbItems } from '../breadcrumb-items';

/** Home › section › page title; the title is the one the page's route gave in its head(). */
export function Breadcrumb() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const items = breadcrumbItems(pathname, useCurrentPageTitle());
  return (
    <nav className="breadcrumb" aria-label="Brotkrumen">
      <ol>
        {items.map(({ label, ...link }, i) => (
          <li key={i}>
            {link.to && i < items.length - 1 ? (
              // exact: a section above the page is not the page (the router would mark it aria-current)
              <Link {...link} activeOptions={{ exact: true }}>
                {label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
