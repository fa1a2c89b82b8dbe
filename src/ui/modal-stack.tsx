import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { modalsAtom } from './modal.atoms';

// the dialogs' focus handling and their close button load with the first modal: most visits open none
const OpenModals = lazy(() => import('./open-modals'));

/** Renders every open modal above the page; mount once in the root layout. */
export function ModalStack() {
  if (useAtomValue(modalsAtom).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OpenModals />
    </Suspense>
  );
}
