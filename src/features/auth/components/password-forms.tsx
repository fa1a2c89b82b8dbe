import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import {
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  type RequestPasswordResetInput,
  type ResetPasswordForm,
} from '../../../shared/schemas/account';
import { TextField } from '../../../ui/form-field';
import { passwordResetRequestErrorText, tokenErrorText } from '../auth-errors';
import { useRequestPasswordReset, useResetPassword } from '../auth.mutations';
import { NewPasswordFields } from './new-password-fields';

/** The card a password form becomes once its request succeeded. */
export function Done({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="form-card" role="status">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** Password reset, step 1 (see docs/accounts.md#passwords): request, then "e-mail sent". */
export function RequestPasswordResetForm() {
  const { register, handleSubmit, formState } = useForm<RequestPasswordResetInput>({
    resolver: valibotResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  if (request.isSuccess) {
    return (
      <Done title="E-Mail verschickt">
        <p>Wir haben Ihnen eine E-Mail mit einem Link geschickt. Über diesen Link können Sie ein neues Passwort festlegen.</p>
      </Done>
    );
  }
  return (
    <form className="form form-card" noValidate onSubmit={handleSubmit((input) => request.mutate(input))}>
      <TextField label="E-Mail-Adresse" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email?.message} />
      {request.isError && (
        <p className="form-error" role="alert">
          {passwordResetRequestErrorText(request.error)}
        </p>
      )}
      <button type="submit" className="button" disabled={request.isPending}>
        Senden
      </button>
    </form>
  );
}

/** Password reset, step 2: the new password, then success. */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: valibotResolver(resetPasswordFormSchema),
    // all issues, not the first per pipe: the confirmation check must run while other fields are still wrong
    criteriaMode: 'all',
    defaultValues: { newPassword: '', passwordConfirmation: '' },
  });
  const reset = useResetPassword();
  if (reset.isSuccess) {
    return (
      <Done title="Passwort geändert">
        <p>Ihr neues Passwort ist gespeichert.</p>
        <Link to="/login" className="button">
          Anmelden
        </Link>
      </Done>
    );
  }
  return (
    <form className="form form-card" noValidate onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ newPassword, resetToken }))}>
      <NewPasswordFields
        password={{ registration: register('newPassword'), error: formState.errors.newPassword?.message }}
        confirmation={{ registration: register('passwordConfirmation'), error: formState.errors.passwordConfirmation?.message }}
      />
      {reset.isError && (
        <p className="form-error" role="alert">
          {tokenErrorText(reset.error)} <Link to="/request-password-reset">Neuen Link anfordern</Link>
        </p>
      )}
      <button type="submit" className="button" disabled={reset.isPending}>
        Speichern
      </button>
    </form>
  );
}
