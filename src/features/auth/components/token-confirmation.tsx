import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { tokenErrorText } from '../auth-errors';
import '../../../ui/form-field.css';

type Props = {
  /** The API path that uses the token up, and its body. */
  path: string;
  body: Record<string, string>;
  successTitle: string;
  successText: string;
  /** Instead of showing the error, go here (registration: part 1 §4 "failure redirects to home"). */
  onErrorGo?: string;
};

/** A page behind an e-mail link: sends the token once on arrival and shows what became of it. */
export function TokenConfirmation({ path, body, successTitle, successText, onErrorGo }: Props) {
  const router = useRouter();
  const confirm = useMutation({
    mutationFn: () => api.post(path, body),
    onError: () => {
      if (onErrorGo) void router.navigate({ href: onErrorGo });
    },
  });
  // a link token works once: the effect must not send it a second time (React's development double mount)
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate();
  }, [confirm]);

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
  if (confirm.isError && !onErrorGo) {
    return (
      <p className="form-error" role="alert">
        {tokenErrorText(confirm.error)}
      </p>
    );
  }
  return <p role="status">Einen Moment bitte …</p>;
}
