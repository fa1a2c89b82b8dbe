import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { texts } from '../../../shared/domain/texts';
import { accountQueries } from '../account.queries';
import '../../../ui/form-field.css';

/** Part 1 §8: expired, unknown, taken, or the generic text. */
function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return texts.emailChangeFailed;
  if (error.status === 410 || error.has('expired')) return texts.emailChangeExpired;
  if (error.status === 404) return texts.emailChangeUnknown;
  if (error.status === 409) return texts.emailChangeTaken;
  return texts.emailChangeFailed;
}

/** /confirmEmailChange/{token}: pending, success or an error (part 1 §4). */
export function EmailChangeConfirmation({ token, onChanged }: { token: string; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api.post(`/api/confirm-email-change/${encodeURIComponent(token)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountQueries.all });
      onChanged();
    },
  });
  // the link works once: never send it twice (React's development double mount)
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate();
  }, [confirm]);

  if (confirm.isSuccess) {
    return (
      <p className="form-success" role="status">
        Ihre neue E-Mail-Adresse ist bestätigt. Sie melden sich ab sofort damit an.
      </p>
    );
  }
  if (confirm.isError) {
    return (
      <p className="form-error" role="alert">
        {errorText(confirm.error)}
      </p>
    );
  }
  return <p role="status">Einen Moment bitte …</p>;
}
