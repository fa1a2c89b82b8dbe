import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../ui/form-field';

type Field = { registration: UseFormRegisterReturn; error?: string };

/**
 * A new password and its repetition: sign-up, password reset and forced new password ask it the same way.
 * The forms check that both match with their schema (shared/schemas/account.ts); each names its own fields.
 */
export function NewPasswordFields({ label = 'Neues Passwort', password, confirmation }: { label?: string; password: Field; confirmation: Field }) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" registration={password.registration} error={password.error} />
      <TextField
        label="Passwort wiederholen"
        type="password"
        autoComplete="new-password"
        registration={confirmation.registration}
        error={confirmation.error}
      />
    </>
  );
}
