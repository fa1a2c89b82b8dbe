import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signupFormSchema, type SignupForm } from '../../../shared/schemas/account';
import { CheckboxField, TextField } from '../../../ui/form-field';
import { signupErrorText } from '../auth-errors';
import { useSignup } from '../auth.mutations';
import { NewPasswordFields } from './new-password-fields';

export type InvitationForSignup = { id: number; token: string; email: string };

/**
 * "Konto erstellen" (see docs/accounts.md#sign-up): the form, then the "please confirm your e-mail" screen, or the
 * welcome screen when the sign-up accepted an invitation (its link already proved the address).
 */
export function SignupForm({ invitation }: { invitation?: InvitationForSignup }) {
  const [done, setDone] = useState<'confirm' | 'welcome' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupForm>({
    resolver: valibotResolver(signupFormSchema),
    // all issues, not the first per pipe: the confirmation check must run while other fields are still wrong
    criteriaMode: 'all',
    defaultValues: { firstName: '', lastName: '', email: invitation?.email ?? '', password: '', passwordConfirmation: '', tosConsent: false as true },
  });
  const signup = useSignup();
  const submit = ({ passwordConfirmation: _, ...input }: SignupForm) =>
    signup.mutate(
      { ...input, ...(invitation && { invitationId: invitation.id, invitationToken: invitation.token }) },
      { onSuccess: (answer) => setDone(answer.confirmed ? 'welcome' : 'confirm') },
    );

  if (done === 'welcome') return <WelcomeScreen />;
  if (done === 'confirm') {
    return (
      <div className="form-card" role="status">
        <h2>Bitte bestätigen Sie Ihre E-Mail-Adresse</h2>
        <p>
          Wir haben Ihnen eine E-Mail geschickt. Bitte klicken Sie auf den enthaltenen Link, um Ihre Registrierung abzuschließen.
        </p>
      </div>
    );
  }
  return (
    <form className="form form-card" noValidate onSubmit={handleSubmit(submit)}>
      <TextField label="Vorname" autoComplete="given-name" registration={register('firstName')} error={errors.firstName?.message} />
      <TextField label="Nachname" autoComplete="family-name" registration={register('lastName')} error={errors.lastName?.message} />
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        readOnly={!!invitation}
        registration={register('email')}
        error={errors.email?.message}
      />
      <NewPasswordFields
        label="Passwort"
        password={{ registration: register('password'), error: errors.password?.message }}
        confirmation={{ registration: register('passwordConfirmation'), error: errors.passwordConfirmation?.message }}
      />
      <CheckboxField
        label="Ich stimme den AGB und Nutzungsbedingungen zu."
        registration={register('tosConsent')}
        error={errors.tosConsent?.message}
      />
      {signup.isError && (
        <p className="form-error" role="alert">
          {signupErrorText(signup.error)}
        </p>
      )}
      <button type="submit" className="button" disabled={signup.isPending}>
        Konto erstellen
      </button>
      <p className="form-links">
        Schon registriert? <Link to="/login">Anmelden</Link>
      </p>
    </form>
  );
}

export function WelcomeScreen() {
  return (
    <div className="form-card" role="status">
      <h2>Willkommen bei Lesefunke!</h2>
      <p>Ihr Konto ist bereit. Melden Sie sich an, um loszulegen.</p>
      <Link to="/login" className="button">
        Anmelden
      </Link>
    </div>
  );
}
