import { useModals } from '../../../ui/modal.atoms';
import { useCloseOnRouteChange } from '../../../ui/flyout';

/**
 * Every route change scrolls to the top and closes all modals (see docs/interface.md#modals); flyouts and the burger
 * close themselves.
 */
export function RouteChangeEffects() {
  const { closeAll } = useModals();
  useCloseOnRouteChange(() => {
    window.scrollTo(0, 0);
    closeAll();
  });
  return null;
}
