import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { postPath } from '../../../shared/domain/cms-post';
import { AppLink } from '../../../ui/app-link';
import type { Hit } from '../search-results';
import { storyParams } from '../../../lib/story-params';

/** A hit's link: a story by its route; a post by its category and slug (known only at run time, so no typed route). */
export function HitLink({ hit, className, children }: { hit: Hit; className?: string; children: ReactNode }) {
  return hit.kind === 'story' ? (
    <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(hit.story.slug)} className={className}>
      {children}
    </Link>
  ) : (
    <AppLink href={postPath(hit.post)} className={className}>
      {children}
    </AppLink>
  );
}
