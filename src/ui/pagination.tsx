import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageWindow } from './page-window';
import './pagination.css';

type Props = {
  currentPage: number;
  pagesCount: number;
  /** The search key of the page number; page 1 leaves it out of the URL. */
  param?: string;
  /** Page links shown at once (5, see docs/interface.md#pagination). */
  size?: number;
};

/**
 * Page links of a list whose page lives in the URL (`?p=`). Links, not buttons, so every page has an
 * address; they keep the route's other search params. Hidden when there is only one page.
 */
export function Pagination({ currentPage, pagesCount, param = 'p', size = 5 }: Props) {
  if (pagesCount <= 1) return null;
  const pageLink = (page: number, children: ReactNode, label?: string) => (
    <Link
      to="."
      // the route's search type is not known here; every list route declares `param` in its validateSearch
      search={((prev: Record<string, unknown>) => ({ ...prev, [param]: page > 1 ? page : undefined })) as never}
      // the router marks a link active (aria-current) when its search is a subset of the URL's, which the
      // page-1 link always is; exact matching leaves aria-current to the current page alone
      activeOptions={{ exact: true }}
      aria-label={label}
      aria-current={page === currentPage && !label ? 'page' : undefined}
      className="pagination__link"
    >
      {children}
    </Link>
  );
  const edge = (page: number, symbol: ReactNode, label: string, disabled: boolean) =>
    disabled ? (
      <span className="pagination__link pagination__link--disabled" aria-label={label} aria-disabled="true" role="link">
        {symbol}
      </span>
    ) : (
      pageLink(page, symbol, label)
    );
  return (
    <nav className="pagination" aria-label="Seitennavigation">
      <ul>
        <li>{edge(currentPage - 1, <ChevronLeftIcon />, 'Vorherige Seite', currentPage <= 1)}</li>
        {pageWindow(currentPage, pagesCount, size).map((page) => (
          <li key={page}>{pageLink(page, page)}</li>
        ))}
        <li>{edge(currentPage + 1, <ChevronRightIcon />, 'Nächste Seite', currentPage >= pagesCount)}</li>
      </ul>
    </nav>
  );
}
