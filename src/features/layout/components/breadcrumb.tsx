import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { optionsAtom } from '../../../lib/client-state';
import { AppLink } from '../../../ui/app-link';
import { breadcrumbItems } from '../breadcrumb-items';

/** Home › section › page title; the title is what the page gave usePageTitle. */
export function Breadcrumb() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const title = useAtomValue(optionsAtom).pageTitle;
  const items = breadcrumbItems(pathname, title);
  return (
    <nav className="breadcrumb" aria-label="Brotkrumen">
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.to && i < items.length - 1 ? (
              <AppLink href={item.to}>{item.label}</AppLink>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
