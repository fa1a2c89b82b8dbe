import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { validityDays } from '../../../shared/domain/access-code-dates';
import { texts } from '../../../shared/domain/texts';
import type { AccessCode } from '../../../shared/schemas/playback';
import { accessCodeQueries } from '../access-codes.queries';
import { codeLink } from '../code-link';
import { codeTexts } from '../code-texts';
import { useQrCode } from '../use-qr-code';
import './class-sheet.css';
import { storyParams } from '../../../lib/story-params';

type SheetStory = { id: number; slug: string; title: string };

/**
 * A printable page of slips, one per unexpired code of the story, for a teacher to cut out and hand to the
 * pupils: the code to type, the QR code to scan (the same link as the codes box), the dates and the note.
 * The print stylesheet leaves only the slips on A4 paper.
 */
export function ClassSheet({ story }: { story: SheetStory }) {
  const { data: codes, isPending, isError } = useQuery(accessCodeQueries.mine(story.id));
  // the server lists unexpired codes; a list kept from earlier may hold one that has expired since
  const [now] = useState(Date.now);
  const slips = codes?.filter((c) => Date.parse(c.expirationDate) > now) ?? [];
  return (
    <article className="page class-sheet" aria-labelledby="class-sheet-title">
      <div className="class-sheet__tools">
        <button type="button" className="button" onClick={() => window.print()} disabled={slips.length === 0}>
          {codeTexts.print}
        </button>
        <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(story.slug)} className="button button-secondary">
          {codeTexts.backToStory}
        </Link>
      </div>
      <h1 id="class-sheet-title">{story.title}</h1>
      {isError && <p role="alert">{texts.somethingWentWrong}</p>}
      {!isPending && !isError && slips.length === 0 && <p>{codeTexts.sheetNoCodes}</p>}
      {slips.length > 0 && (
        <ul className="class-sheet__slips">
          {slips.map((code) => (
            <CodeSlip key={code.id} code={code} slug={story.slug} />
          ))}
        </ul>
      )}
    </article>
  );
}

function CodeSlip({ code, slug }: { code: AccessCode; slug: string }) {
  const qr = useQrCode(codeLink(window.location.origin, slug, code.code, code.signedToken));
  const { from, to } = validityDays(code);
  return (
    <li className="class-sheet__slip" aria-label={codeTexts.sheetSlip(code.code)}>
      <div className="class-sheet__text">
        <p className="class-sheet__code">{code.code}</p>
        <p>{codeTexts.sheetValidity(from, to)}</p>
        <p>{codeTexts.sheetWhere(window.location.host)}</p>
        {code.note && <p className="class-sheet__note">{code.note}</p>}
      </div>
      {/* the box keeps its place while the QR code is drawn, so the layout does not jump */}
      <div className="class-sheet__qr">{qr && <img src={qr} alt={`QR-Code für ${code.code}`} width={120} height={120} />}</div>
    </li>
  );
}
