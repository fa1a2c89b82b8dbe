import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { forceNewPasswordFormSchema, type ForceNewPasswordForm } from '../../../shared/schemas/account';
import { CheckboxField } from '../../../ui/form-field';
import { tokenErrorText } from '../auth-errors';
import { useConfirmForceNewPassword, useForceNewPassword } from '../auth.mutations';
import { NewPasswordFields } from './new-password-fields';
import { Done } from './password-forms';

/**
 * Forced new password (see docs/accounts.md#forced-new-password), step 1, after a login answered must_reset_password: a link goes to the
 * address. The password is chosen only on the link's page, so nobody who merely knows the address can set it.
 */
export function ForceNewPasswordRequest({ email }: { email: string }) {
  const request = useForceNewPassword();
  if (request.isSuccess) {
    return (
      <Done title="E-Mail verschickt">
        <p>Wir haben Ihnen eine E-Mail mit einem Link geschickt. Über diesen Link legen Sie Ihr neues Passwort fest.</p>
      </Done>
    );
  }
  return (
    <div className="form form-card">
      <p>Bitte legen Sie ein neues Passwort für {email} fest. Wir schicken Ihnen dafür einen Link an diese Adresse.</p>
      {request.isError && (
        <p className="form-error" role="alert">
          {tokenErrorText(request.error)}
        </p>
      )}
      <button type="button" className="button" disabled={request.isPending} onClick={() => request.mutate({ email })}>
        Senden
      </button>
    </div>
  );
}

/** Step 2, the e-mail's link: the new password and the terms consent (docs/accounts.md#terms-consent), then the login. */
export function ForceNewPasswordForm({ token }: { token: string }) {
  const { register, handleSubmit, formState } = useForm<ForceNewPasswordForm>({
    resolver: valibotResolver(forceNewPasswordFormSchema),
    // all issues, not the first per pipe: the confirmation check must run while other fields are still wrong
    criteriaMode: 'all',
    defaultValues: { password: '', passwordConfirmation: '', tosConsent: false as true },
  });
  const confirm = useConfirmForceNewPassword();
  const { errors } = formState;
  if (confirm.isSuccess) {
    return (
      <Done title="Neues Passwort bestätigt">
        <p>Ihr neues Passwort gilt ab sofort. Sie können sich jetzt anmelden.</p>
        <Link to="/login" className="button">
          Anmelden
        </Link>
      </Done>
    );
  }
  return (
    <form
      className="form form-card"
      noValidate
      onSubmit={handleSubmit(({ password, tosConsent }) => confirm.mutate({ confirmationToken: token, password, tosConsent }))}
    >
      <p>Bitte legen Sie Ihr neues Passwort fest und stimmen Sie unseren AGB zu.</p>
      <NewPasswordFields
        password={{ registration: register('password'), error: errors.password?.message }}
        confirmation={{ registration: register('passwordConfirmation'), error: errors.passwordConfirmation?.message }}
      />
      <CheckboxField label="Ich stimme den AGB zu." registration={register('tosConsent')} error={errors.tosConsent?.message} />
      {confirm.isError && (
        <p className="form-error" role="alert">
          {tokenErrorText(confirm.error)}
        </p>
      )}
      <button type="submit" className="button" disabled={confirm.isPending}>
        Speichern
      </button>
    </form>
  );
}
