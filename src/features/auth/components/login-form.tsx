import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useForm } from 'react-hook-form';
import { api, ApiError } from '../../../lib/api-client';
import { authAtom, flushClientState } from '../../../lib/client-state';
import { AppLink } from '../../../ui/app-link';
import { loginSchema, type LoginInput, type Me } from '../../../shared/schemas/auth';
import { loginErrorText, tosAccessToken } from '../auth-errors';
import { applyAccount, loadAccount } from '../load-account';
import { safeFromPath } from '../safe-from';
import '../../../ui/form-field.css';

declare module '@tanstack/history' {
  interface HistoryState {
    /** /force-new-password needs the e-mail of the login that was refused (part 1 §2). */
    email?: string;
  }
}

export function LoginForm({ from }: { from?: string }) {
  const router = useRouter();
  const store = useStore();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: valibotResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const login = useMutation({
    mutationFn: (input: LoginInput) => api.post<Me>('/auth/login', input),
    onSuccess: (account) => {
      // the order, organization and licence follow in AuthStartup, which reacts to the login; a login on
      // top of another one changes no login state, so that case asks for them here
      const switching = store.get(authAtom).isAuthenticated;
      applyAccount(store, account);
      if (switching) loadAccount(queryClient, store).catch(() => {});
      // stored now, not within the second: a reload right after the login must find it
      void flushClientState();
      void router.navigate({ href: safeFromPath(from) });
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.has('must_reset_password')) {
        void router.navigate({ href: '/force-new-password', state: { email: input.username } });
      }
      const accessToken = tosAccessToken(error);
      if (accessToken) void router.navigate({ to: '/confirm-tos', search: { access_token: accessToken } });
    },
  });
  const redirected = (login.error instanceof ApiError && login.error.has('must_reset_password')) || !!tosAccessToken(login.error);

  return (
    <form className="form login-form" noValidate onSubmit={handleSubmit((input) => login.mutate(input))}>
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
        Noch keine Lizenz? <AppLink href="/lizenzen">Lizenzen ansehen</AppLink>
      </p>
    </form>
  );
}
