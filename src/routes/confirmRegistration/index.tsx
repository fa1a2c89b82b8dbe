import { createFileRoute, redirect } from '@tanstack/react-router';

// without a token there is nothing to confirm (part 1 §4): on to the login
export const Route = createFileRoute('/confirmRegistration/')({
  beforeLoad: () => {
    throw redirect({ to: '/login' });
  },
});
