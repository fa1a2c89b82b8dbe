import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { tokenErrorText } from '../auth-errors';
import { useConfirmRegistration } from '../auth.mutations';
import '../../../ui/form-field.css';

type Props = {
  token: string;
  successTitle: string;
  successText: string;
  /**
   * Instead of showing the error, go home (a failed registration link leads home: see docs/accounts.md#token-links).
   */
  homeOnError?: boolean;
};

/** A page behind the registration e-mail's link: sends the token once on arrival and shows what became of it. */
export function TokenConfirmation({ token, successTitle, successText, homeOnError }: Props) {
  const router = useRouter();
  const confirm = useConfirmRegistration();
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
