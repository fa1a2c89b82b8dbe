import { useQuery } from '@tanstack/react-query';
import { texts } from '../../../shared/domain/texts';
import { accessCodeQueries } from '../access-codes.queries';
import { AccessCodeItem } from './access-code-item';
import '../access-codes.css';

/**
 * The owner's pupil codes of this story (part 2 §2 "Access code dialog"): every unexpired code with link, QR code,
 * copy button, note and delete. Creating codes comes with the licence administration.
 */
export function AccessCodesBox({ story }: { story: { id: number; slug: string } }) {
  const { data: codes, isPending } = useQuery(accessCodeQueries.mine(story.id));
  return (
    <section className="story-section access-codes" aria-labelledby="access-codes-title">
      <h2 id="access-codes-title">{texts.accessCodesTitle}</h2>
      {!isPending && !codes?.length && <p>{texts.noAccessCodes}</p>}
      {!!codes?.length && (
        <ul className="access-codes__list">
          {codes.map((code) => (
            <li key={code.id}>
              <AccessCodeItem code={code} slug={story.slug} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
