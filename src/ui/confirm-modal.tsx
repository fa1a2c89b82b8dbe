import { useCallback, type ReactNode } from 'react';
import { useModals } from './modal.atoms';

export type ConfirmOptions = {
  label: string;
  title?: string;
  content: ReactNode;
  /** Button text; "OK" unless told (see docs/interface.md#modals). */
  buttonLabel?: string;
  /** Runs before the modal closes, e.g. a typed `navigate({ to })`. */
  onConfirm?: () => void;
  closeOnEsc?: boolean;
  closeOnOutsideClick?: boolean;
};

/** The generic confirm modal: one button that runs a callback (which may navigate), then closes. */
export function useConfirmModal() {
  const { open } = useModals();
  return useCallback(
    ({ label, title, content, buttonLabel = 'OK', onConfirm, ...rest }: ConfirmOptions) =>
      open({
        label,
        ...rest,
        render: (close) => (
          <div className="confirm-modal">
            {title && <h2>{title}</h2>}
            <div className="confirm-modal-content">{content}</div>
            <button
              type="button"
              className="button"
              onClick={() => {
                onConfirm?.();
                close();
              }}
            >
              {buttonLabel}
            </button>
          </div>
        ),
      }),
    [open],
  );
}
