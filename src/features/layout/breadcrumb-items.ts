export type Crumb = { label: string; to?: string };

/** The sections the breadcrumb names between Home and the page (part 1 §2 Global layout). */
const SEGMENTS: Record<string, Crumb> = {
  aktuelles: { label: 'Aktuelles', to: '/aktuelles' },
  themenwelten: { label: 'Themenwelten', to: '/themenwelten' },
  // didactics has no page of its own: its posts are the didaktik category of /aktuelles
  didaktik: { label: 'Didaktik', to: '/aktuelles?category=didaktik' },
  blog: { label: 'Blog', to: '/blog' },
  boardstories: { label: 'Boardstories', to: '/boardstories' },
  // a story's page sits under the overview
  boardstory: { label: 'Boardstories', to: '/boardstories' },
};

/**
 * Home, then the named section of the path's first segment, then the page title (without the site
 * suffix). A section that is itself the page (/aktuelles) appears once, as the last item.
 */
export function breadcrumbItems(pathname: string, title: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  const segments = pathname.split('/').filter(Boolean);
  const section = segments[0] ? SEGMENTS[segments[0]] : undefined;
  if (section && segments.length > 1) crumbs.push(section);
  const last = title || section?.label;
  if (segments.length > 0 && last) crumbs.push({ label: last });
  return crumbs;
}
