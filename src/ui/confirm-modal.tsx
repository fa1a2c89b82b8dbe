import { useRouter } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { useModals } from './modal.atoms';

export type ConfirmOptions = {
  label: string;
  title?: string;
  content: ReactNode;
  /** Button text; "OK" unless told (part 1 §2 Global layout). */
  buttonLabel?: string;
  /** Runs before the modal closes… */
  onConfirm?: () => void;
  /** …or navigate here (a path of this site), then close. */
  to?: string;
  closeOnEsc?: boolean;
  closeOnOutsideClick?: boolean;
};

/** The generic confirm modal: one button that runs a callback or navigates, then closes. */
export function useConfirmModal() {
  const { open } = useModals();
  const router = useRouter();
  return useCallback(
    ({ label, title, content, buttonLabel = 'OK', onConfirm, to, ...rest }: ConfirmOptions) =>
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
                if (to) void router.navigate({ href: to });
                close();
              }}
            >
              {buttonLabel}
            </button>
          </div>
        ),
      }),
    [open, router],
  );
}
