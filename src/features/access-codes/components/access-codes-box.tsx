import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { storyTexts } from '../../../shared/domain/story-texts';
import type { AccessCode } from '../../../shared/schemas/playback';
import { useOnline } from '../../../ui/online';
import { useAccount } from '../../auth/auth.queries';
import { roleOf } from '../../../shared/domain/account-menu';
import { accessCodeQueries } from '../access-codes.queries';
import { codeTexts } from '../code-texts';
import { AccessCodeItem } from './access-code-item';
import { CreateCodeButton } from './create-code-button';
import type { CodeStory } from './create-code-dialog';
import '../access-codes.css';

/**
 * The owner's pupil codes of this story, in a library its rental codes (see docs/codes.md#list): the button that makes a new one,
 * every unexpired code with link, QR code, copy button, note and delete, and the printable class sheet.
 */
export function AccessCodesBox({ story }: { story: CodeStory & { slug: string } }) {
  const { data: codes } = useQuery(accessCodeQueries.mine(story.id));
  const online = useOnline();
  const user = useAccount();
  const library = user.currentOrder?.allowRentals === true;
  // an owner also takes over the codes a teacher who left the school made: pupils may still hold them
  const leftBehind = useQuery({ ...accessCodeQueries.leftBehind(story.id), enabled: roleOf(user) === 'OWNER' }).data ?? [];
  return (
    <section className="story-section access-codes" aria-labelledby="access-codes-title">
      <h2 id="access-codes-title">{library ? storyTexts.rentalCodesTitle : storyTexts.accessCodesTitle}</h2>
      <div className="access-codes__tools">
        <CreateCodeButton story={story} codeCount={codes?.length} />
        {!!codes?.length && (
          <Link to="/klassenblatt/$idOrSlug" params={{ idOrSlug: story.slug }} className="button button-secondary">
            {codeTexts.printSheet}
          </Link>
        )}
      </div>
      {/* only an answer says there are none; offline the list was never loaded (the page's list stays while it is open) */}
      {codes?.length === 0 && <p>{storyTexts.noAccessCodes}</p>}
      {!codes && !online && <p>{codeTexts.listOffline}</p>}
      {!!codes?.length && <CodeList codes={codes} slug={story.slug} />}
      {leftBehind.length > 0 && (
        <>
          <h3>{storyTexts.leftBehindCodesTitle}</h3>
          <p>{storyTexts.leftBehindCodesHint}</p>
          <CodeList codes={leftBehind} slug={story.slug} />
        </>
      )}
    </section>
  );
}

function CodeList({ codes, slug }: { codes: AccessCode[]; slug: string }) {
  return (
    <ul className="access-codes__list">
      {codes.map((code) => (
        <li key={code.id}>
          <AccessCodeItem code={code} slug={slug} />
        </li>
      ))}
    </ul>
  );
}
