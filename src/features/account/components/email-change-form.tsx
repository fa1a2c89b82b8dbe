import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { displayEmail } from '../../../shared/domain/account-display';
import { accountTexts } from '../../../shared/domain/account-texts';
import { texts } from '../../../shared/domain/texts';
import { requestEmailChangeSchema, type RequestEmailChangeInput } from '../../../shared/schemas/account';
import { TextField } from '../../../ui/form-field';
import { useRequestEmailChange } from '../account.mutations';

/**
 * "E-Mail-Adresse": the new address gets a confirmation link; after success a hint replaces the button (see
 * docs/accounts.md#e-mail-change).
 */
export function EmailChangeForm({ email }: { email: string }) {
  const { register, handleSubmit, formState } = useForm<RequestEmailChangeInput>({
    resolver: valibotResolver(requestEmailChangeSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestEmailChange();
  // "exists" means the address is in use; anything else is the generic text (see docs/errors.md#e-mail-change)
  const inUse = request.error instanceof ApiError && request.error.has('exists');
  return (
    <form className="form form-card" noValidate onSubmit={handleSubmit((input) => request.mutate(input))}>
      <h2>E-Mail-Adresse</h2>
      <p>
        Ihre aktuelle E-Mail-Adresse: <strong>{displayEmail(email)}</strong>
      </p>
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={formState.errors.email?.message ?? (inUse ? accountTexts.emailInUse : undefined)}
      />
      {request.isError && !inUse && (
        <p className="form-error" role="alert">
          {request.error instanceof ApiError && request.error.status === 429 ? accountTexts.tooManyMails : texts.unknownError}
        </p>
      )}
      {request.isSuccess ? (
        <p className="form-success" role="status">
          {accountTexts.emailChangeSent}
        </p>
      ) : (
        <button type="submit" className="button" disabled={request.isPending}>
          Senden
        </button>
      )}
    </form>
  );
}
