import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppLink } from '../../../ui/app-link';
import type { Hit } from '../search-results';

/** A hit's link: a story by its route; a post by the address the CMS gives it, known only at run time. */
export function HitLink({ hit, className, children }: { hit: Hit; className?: string; children: ReactNode }) {
  return hit.kind === 'story' ? (
    <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={{ idOrSlug: hit.story.slug }} className={className}>
      {children}
    </Link>
  ) : (
    <AppLink href={hit.post.link} className={className}>
      {children}
    </AppLink>
  );
}
