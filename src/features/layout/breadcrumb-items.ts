import { linkOptions } from '@tanstack/react-router';

const HOME = { label: 'Home', ...linkOptions({ to: '/' }) };

/** The sections the breadcrumb names between Home and the page (see docs/interface.md#layout). */
const SEGMENTS = {
  aktuelles: { label: 'Aktuelles', ...linkOptions({ to: '/aktuelles' }) },
  themenwelten: { label: 'Themenwelten', ...linkOptions({ to: '/$slug', params: { slug: 'themenwelten' } }) },
  // didactics has no page of its own: its posts are the didaktik category of /aktuelles
  didaktik: { label: 'Didaktik', ...linkOptions({ to: '/aktuelles', search: { category: 'didaktik' } }) },
  blog: { label: 'Blog', ...linkOptions({ to: '/blog' }) },
  boardstories: { label: 'Boardstories', ...linkOptions({ to: '/boardstories' }) },
  // a story's page sits under the overview
  boardstory: { label: 'Boardstories', ...linkOptions({ to: '/boardstories' }) },
};

/** A crumb: its label, and where it leads unless it is the page itself. */
export type Crumb = typeof HOME | (typeof SEGMENTS)[keyof typeof SEGMENTS] | { label: string; to?: undefined };

const sectionOf = (segment: string | undefined) => (segment && Object.hasOwn(SEGMENTS, segment) ? SEGMENTS[segment as keyof typeof SEGMENTS] : undefined);

/**
 * Home, then the named section of the path's first segment, then the page title (without the site
 * suffix). A section that is itself the page (/aktuelles) appears once, as the last item.
 */
export function breadcrumbItems(pathname: string, title: string): Crumb[] {
  const crumbs: Crumb[] = [HOME];
  const segments = pathname.split('/').filter(Boolean);
  const section = sectionOf(segments[0]);
  if (section && segments.length > 1) crumbs.push(section);
  const last = title || section?.label;
  if (segments.length > 0 && last) crumbs.push({ label: last });
  return crumbs;
}
