import { atom, useSetAtom } from 'jotai';
import { useMemo, type ReactNode } from 'react';

export type ModalOptions = {
  /** The dialog's accessible name. */
  label: string;
  /** Content; receives its own close function so it can close just itself. */
  render: (close: () => void) => ReactNode;
  closeOnEsc?: boolean;
  closeOnOutsideClick?: boolean;
};
export type ModalEntry = ModalOptions & { id: number };

/** Open modals, bottom first (see docs/interface.md#client-state); never persisted, since it holds React content. */
export const modalsAtom = atom<ModalEntry[]>([]);

let nextId = 1;

/** Open and close modals of the stack; each one is closed on its own, the topmost takes Esc. */
export function useModals() {
  const setModals = useSetAtom(modalsAtom);
  return useMemo(
    () => ({
      open(options: ModalOptions) {
        const id = nextId++;
        setModals((modals) => [...modals, { closeOnEsc: true, closeOnOutsideClick: true, ...options, id }]);
        return id;
      },
      close(id: number) {
        setModals((modals) => modals.filter((m) => m.id !== id));
      },
      closeAll() {
        setModals((modals) => (modals.length ? [] : modals));
      },
    }),
    [setModals],
  );
}
