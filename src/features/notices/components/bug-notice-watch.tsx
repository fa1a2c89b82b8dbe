import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { preferencesAtom } from '../../../lib/client-state';
import { useModals } from '../../../ui/modal.atoms';
import { useSession } from '../../auth/auth.queries';
import { cmsQueries } from '../../cms/cms.queries';
import { BUG_NOTICE_PREFERENCE, bugNoticeToShow } from '../bug-notice';

// the sanitiser comes with the notice, not with every first page
const SafeHtml = lazy(() => import('../../../ui/safe-html').then((m) => ({ default: m.SafeHtml })));

/** Opens the bug notice when the CMS options call for it; bug-notice.tsx loads it for signed-in users. */
export default function BugNoticeWatch() {
  const isAuthenticated = useSession() !== null;
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const options = useQuery({ ...cmsQueries.options(), enabled: isAuthenticated }).data;
  const { open } = useModals();
  // a login navigates right after it succeeds, and a route change closes every modal: wait until the route has settled
  const settled = useRouterState({ select: (s) => s.status === 'idle' });
  const show = settled ? bugNoticeToShow(options, isAuthenticated, preferences[BUG_NOTICE_PREFERENCE]) : undefined;
  const content = options?.bug_popup_content ?? '';

  useEffect(() => {
    if (!show) return;
    // remembered at once: the notice is seen when it opens, however it is closed
    setPreferences((p) => ({ ...p, [BUG_NOTICE_PREFERENCE]: show }));
    open({
      label: 'Hinweis',
      render: (close) => (
        <div className="bug-notice">
          <h2>Hinweis</h2>
          <Suspense fallback={null}>
            <SafeHtml className="prose" html={content} />
          </Suspense>
          <button type="button" className="button" onClick={close}>
            OK
          </button>
        </div>
      ),
    });
  }, [show, content, open, setPreferences]);
  return null;
}
