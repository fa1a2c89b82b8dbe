import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { accountTexts } from '../../../shared/domain/account-texts';
import { useAcceptInvitation } from '../auth.mutations';
import { authQueries } from '../auth.queries';
import { SignupForm, WelcomeScreen } from './signup-form';

const Problem = ({ text }: { text: string }) => (
  <p className="form-error" role="alert">
    {text}
  </p>
);

/**
 * /signup/{invitationToken} (see docs/licences-and-orders.md#invitations): an accepted invitation is an error;
 * otherwise it is accepted at once, and an address without an account goes on to the sign-up carrying the invitation.
 */
export function InvitationLanding({ token }: { token: string }) {
  const { data: found, isError } = useQuery(authQueries.invitation(token));
  const invitation = found?.[0];
  const accept = useAcceptInvitation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !invitation || invitation.state === 'ACCEPTED') return;
    sent.current = true;
    accept.mutate({ id: invitation.id, invitationToken: token });
  }, [invitation, accept, token]);

  if (isError || (found && !invitation)) return <Problem text={accountTexts.invitationInvalid} />;
  if (!invitation || accept.isIdle || accept.isPending) {
    if (invitation?.state === 'ACCEPTED') return <Problem text={accountTexts.invitationAccepted} />;
    return <p role="status">Einen Moment bitte …</p>;
  }
  if (accept.isSuccess) return <WelcomeScreen />;
  const error = accept.error;
  if (error instanceof ApiError && error.has('does not exist')) {
    return <SignupForm invitation={{ id: invitation.id, token, email: invitation.email }} />;
  }
  if (error instanceof ApiError && error.status === 409) return <Problem text={accountTexts.invitationAccepted} />;
  return <Problem text={accountTexts.invitationInvalid} />;
}
