import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { MenuItem } from '../../../shared/schemas/cms';
import { AppLink } from '../../../ui/app-link';
import { CmsImage } from '../../../ui/cms-image';
import { useSession } from '../../auth/auth.queries';
import { cmsQueries } from '../../cms/cms.queries';

const item = (ID: number, title: string, url: string): MenuItem => ({ ID, menu_item_parent: 0, title, url, acf: {}, children: [] });
/** When the CMS cannot answer, the header still leads somewhere (see docs/content.md#menus). */
export const FALLBACK_MENU: MenuItem[] = [item(-1, 'Boardstories', '/boardstories'), item(-2, 'Themen', '/aktuelles'), item(-3, 'Lizenzen', '/lizenzen')];

export function MainMenu() {
  const menus = useQuery(cmsQueries.menus());
  const isExternal = useSession()?.isExternalUser ?? false;
  const pathname = useLocation({ select: (l) => l.pathname });
  // an entry is current on its own path and below it (/aktuelles/some-post keeps "Aktuelles" marked)
  const isCurrent = (url: string) => url.startsWith('/') && url !== '/' && (pathname === url || pathname.startsWith(`${url}/`));
  const items = menus.data?.header ?? (menus.isError ? FALLBACK_MENU : []);
  // external single-sign-on users have no licence to buy (see docs/roles-and-rights.md#external-users)
  const visible = isExternal ? items.filter((i) => i.url !== '/lizenzen') : items;

  return (
    <ul className="main-menu">
      {visible.map((entry) => {
        const teasers = entry.acf?.teasers ?? [];
        const hasDropdown = entry.children.length > 0 || teasers.length > 0;
        return (
          <li key={entry.ID} className={hasDropdown ? 'has-dropdown' : undefined}>
            <AppLink href={entry.url} className="main-menu-link" aria-current={isCurrent(entry.url) ? 'page' : undefined}>
              {entry.title}
            </AppLink>
            {hasDropdown && (
              <div className="main-menu-dropdown">
                {entry.children.length > 0 && (
                  <ul>
                    {entry.children.map((child) => (
                      <li key={child.ID}>
                        <AppLink href={child.url}>{child.title}</AppLink>
                      </li>
                    ))}
                  </ul>
                )}
                {teasers.length > 0 && (
                  <ul className="menu-teasers">
                    {teasers.map((t) => (
                      <li key={t.url}>
                        <AppLink href={t.url}>
                          <CmsImage src={t.image.url} alt={t.image.alt} width={t.image.width} height={t.image.height} />
                          <span>{t.text}</span>
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
