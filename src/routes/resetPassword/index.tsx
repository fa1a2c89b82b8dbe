import { createFileRoute, redirect } from '@tanstack/react-router';

// without a token the user is sent to request one (part 1 §2)
export const Route = createFileRoute('/resetPassword/')({
  beforeLoad: () => {
    throw redirect({ to: '/requestResetPassword', replace: true });
  },
});
