import { usePupilSession } from '../../access-codes/access-codes.queries';
import { LazyNewsletter } from './lazy-newsletter';

/**
 * The standalone newsletter section of content pages; hidden for visitors who came with an external access code (see
 * docs/content.md#newsletter).
 */
export function NewsletterSection({ title, text }: { title: string; text: string }) {
  const external = usePupilSession()?.isExternalUser;
  if (external) return null;
  return <LazyNewsletter variant="standalone" title={title} text={text} />;
}
