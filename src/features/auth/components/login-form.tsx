import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { loginSchema, type LoginInput } from '../../../shared/schemas/auth';
import { loginErrorText, tosAccessToken } from '../auth-errors';
import { useLogin } from '../auth.mutations';
import { safeFromPath } from '../safe-from';
import '../../../ui/form-field.css';

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * /force-new-password needs the e-mail of the login that was refused (see docs/accounts.md#forced-new-password).
     */
    email?: string;
  }
}

export function LoginForm({ from }: { from?: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: valibotResolver(loginSchema), defaultValues: { username: '', password: '' } });

  // the session starts in the mutation (auth.mutations.ts); this screen only decides where to go next
  const login = useLogin();
  const submit = (input: LoginInput) =>
    login.mutate(input, {
      // `from` is a path from the URL, known only at run time: an href, checked to be a path of this site
      onSuccess: () => void router.navigate({ href: safeFromPath(from) }),
      onError: (error) => {
        if (error instanceof ApiError && error.has('must_reset_password')) {
          void router.navigate({ to: '/force-new-password', state: { email: input.username } });
        }
        const accessToken = tosAccessToken(error);
        if (accessToken) void router.navigate({ to: '/confirm-tos', search: { access_token: accessToken } });
      },
    });
  const redirected = (login.error instanceof ApiError && login.error.has('must_reset_password')) || !!tosAccessToken(login.error);

  return (
    <form className="form login-form" noValidate onSubmit={handleSubmit(submit)}>
      <div className="field">
        <label htmlFor="login-username">E-Mail-Adresse</label>
        <input
          id="login-username"
          type="email"
          autoComplete="username"
          aria-invalid={!!errors.username}
          aria-describedby={errors.username ? 'login-username-error' : undefined}
          {...register('username')}
        />
        {errors.username && (
          <p id="login-username-error" className="field-error">
            {errors.username.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="login-password">Passwort</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id="login-password-error" className="field-error">
            {errors.password.message}
          </p>
        )}
      </div>
      {login.isError && !redirected && (
        <p className="form-error" role="alert">
          {loginErrorText(login.error)}
        </p>
      )}
      <button type="submit" className="button" disabled={login.isPending}>
        Anmelden
      </button>
      <p className="form-links">
        <Link to="/request-password-reset">Passwort vergessen?</Link>
        <Link to="/signup">Konto erstellen</Link>
      </p>
      <p className="login-licences">
        Noch keine Lizenz? <Link to="/lizenzen">Lizenzen ansehen</Link>
      </p>
    </form>
  );
}
