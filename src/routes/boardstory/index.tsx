import { createFileRoute, redirect } from '@tanstack/react-router';

// /boardstory without a story (part 2 §2 route table); /boardstory/$idOrSlug… are their own routes
export const Route = createFileRoute('/boardstory/')({
  beforeLoad: () => {
    throw redirect({ to: '/boardstories', replace: true });
  },
});
