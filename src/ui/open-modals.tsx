import { useAtomValue } from 'jotai';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { modalsAtom, useModals, type ModalEntry } from './modal.atoms';
import { CloseIcon } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Every open modal above the page; modal-stack.tsx loads this module once the first one opens. */
export default function OpenModals() {
  const modals = useAtomValue(modalsAtom);
  return (
    <>
      {modals.map((modal, index) => (
        <Modal key={modal.id} modal={modal} isTop={index === modals.length - 1} depth={index} />
      ))}
    </>
  );
}

function Modal({ modal, isTop, depth }: { modal: ModalEntry; isTop: boolean; depth: number }) {
  const { close } = useModals();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeThis = () => close(modal.id);

  // focus moves into the dialog when it opens and back to where it came from when it closes
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    return () => previous?.focus?.();
  }, []);

  // only the topmost modal answers Esc, so stacked modals close one at a time
  useEffect(() => {
    if (!isTop || !modal.closeOnEsc) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') close(modal.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isTop, modal.closeOnEsc, modal.id, close]);

  // keep Tab inside the topmost dialog
  const trapTab = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return e.preventDefault();
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="modal-backdrop"
      style={{ zIndex: 1000 + depth }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && modal.closeOnOutsideClick) closeThis();
      }}
    >
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-label={modal.label} tabIndex={-1} onKeyDown={trapTab}>
        {modal.render(closeThis)}
        {/* after the content, so focus starts on the content's first control */}
        <button type="button" className="modal-close" aria-label="Schließen" onClick={closeThis}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
