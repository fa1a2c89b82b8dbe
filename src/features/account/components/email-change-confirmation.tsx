import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { accountTexts } from '../../../shared/domain/account-texts';
import { useConfirmEmailChange } from '../account.mutations';
import '../../../ui/form-field.css';

/** Expired, unknown, taken, or the generic text (see docs/errors.md#e-mail-change). */
function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return accountTexts.emailChangeFailed;
  if (error.status === 410 || error.has('expired')) return accountTexts.emailChangeExpired;
  if (error.status === 404) return accountTexts.emailChangeUnknown;
  if (error.status === 409) return accountTexts.emailChangeTaken;
  return accountTexts.emailChangeFailed;
}

/**
 * /confirmEmailChange/{token}: pending, success or an error (see docs/accounts.md#e-mail-change). A signed-in browser's
 * account is refreshed by the mutation (account.mutations.ts), so the header shows the new address.
 */
export function EmailChangeConfirmation({ token }: { token: string }) {
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  // the link works once: never send it twice (React's development double mount)
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

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
