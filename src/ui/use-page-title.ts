import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { optionsAtom } from '../lib/client-state';
import { pageTitle } from '../shared/domain/texts';

/**
 * Every page calls this with its title: the document shows "{title} | Lesefunke" and the footer's
 * breadcrumb ends with the bare title (client state options.pageTitle, part 1 §3).
 */
export function usePageTitle(title: string | undefined) {
  const setOptions = useSetAtom(optionsAtom);
  useEffect(() => {
    document.title = pageTitle(title);
    setOptions((options) => ({ ...options, pageTitle: title ?? '' }));
  }, [title, setOptions]);
}
