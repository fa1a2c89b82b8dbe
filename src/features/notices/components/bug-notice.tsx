import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/auth.queries';

// a guest never sees the notice: its rules load with a signed-in user only
const BugNoticeWatch = lazy(() => import('./bug-notice-watch'));

/**
 * The bug-notice modal from the CMS options (see docs/content.md#bug-notice): for logged-in users, once per content
 * change.
 */
export function BugNotice() {
  if (useSession() === null) return null;
  return (
    <Suspense fallback={null}>
      <BugNoticeWatch />
    </Suspense>
  );
}
