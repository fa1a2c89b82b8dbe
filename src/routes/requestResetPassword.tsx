import { createFileRoute, redirect } from '@tanstack/react-router';

// the spec's target for /resetPassword without a token (part 1 §2); the request page lives at /request-password-reset
export const Route = createFileRoute('/requestResetPassword')({
  beforeLoad: () => {
    throw redirect({ to: '/request-password-reset', replace: true });
  },
});
