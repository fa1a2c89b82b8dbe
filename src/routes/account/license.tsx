import { createFileRoute, notFound } from '@tanstack/react-router';

// the licence issue (issue 10) builds this page; until then its links type-check and lead to the 404 page
export const Route = createFileRoute('/account/license')({
  beforeLoad: () => {
    throw notFound();
  },
});
