import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { tokenErrorText } from '../auth-errors';
import { useConfirmForceNewPassword, useConfirmRegistration } from '../auth.mutations';
import '../../../ui/form-field.css';

type Props = {
  /** What the e-mail's link confirms: the registration or a forced new password. */
  kind: 'registration' | 'force-new-password';
  token: string;
  successTitle: string;
  successText: string;
  /** Instead of showing the error, go home (registration: part 1 §4 "failure redirects to home"). */
  homeOnError?: boolean;
};

/** A page behind an e-mail link: sends the token once on arrival and shows what became of it. */
export function TokenConfirmation({ kind, token, successTitle, successText, homeOnError }: Props) {
  const router = useRouter();
  // both hooks on every render (the rules of hooks); the page's kind never changes while it is open
  const registration = useConfirmRegistration();
  const forcedPassword = useConfirmForceNewPassword();
  const confirm = kind === 'registration' ? registration : forcedPassword;
  const { mutate } = confirm;
  // a link token works once: the effect must not send it a second time (React's development double mount)
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ confirmationToken: token }, { onError: () => homeOnError && void router.navigate({ to: '/' }) });
  }, [mutate, token, homeOnError, router]);

  if (confirm.isSuccess) {
    return (
      <div className="form-card" role="status">
        <h2>{successTitle}</h2>
        <p>{successText}</p>
        <Link to="/login" className="button">
          Anmelden
        </Link>
      </div>
    );
  }
  if (confirm.isError && !homeOnError) {
    return (
      <p className="form-error" role="alert">
        {tokenErrorText(confirm.error)}
      </p>
    );
  }
  return <p role="status">Einen Moment bitte …</p>;
}
