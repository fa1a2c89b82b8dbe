import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { countText, resultsTexts } from '../../../shared/domain/results-texts';
import { validityDays } from '../../../shared/domain/access-code-dates';
import { storyTexts } from '../../../shared/domain/story-texts';
import type { AccessCode } from '../../../shared/schemas/playback';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { classResultsQueries } from '../../class-results/class-results.queries';
import { useDeleteAccessCode } from '../access-codes.mutations';
import { codeLink, displayLink } from '../code-link';
import { useQrCode } from '../use-qr-code';
import { AccessCodeNoteForm } from './access-code-note-form';

/** The copy button confirms for 3 s (see docs/codes.md#list). */
const COPY_FEEDBACK_MS = 3_000;

/** One code: validity, link (shown cut to 42 characters), QR code, copy, note and delete. */
export function AccessCodeItem({ code, slug }: { code: AccessCode; slug: string }) {
  const link = codeLink(window.location.origin, slug, code.code, code.signedToken);
  const qr = useQrCode(link);
  const [copied, setCopied] = useState(false);
  const remove = useDeleteAccessCode();
  const { from, to } = validityDays(code);
  const confirm = useConfirmModal();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <article className="access-code" aria-label={`Code ${code.code}`}>
      <div className="access-code__text">
        <p className="access-code__code">{code.code}</p>
        <p>
          {storyTexts.validFromTo} {from} – {to}
        </p>
        <a href={link} title={link} className="access-code__link">
          {displayLink(link)}
        </a>
        <div className="access-code__actions">
          <button type="button" className="button button-secondary" onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}>
            {storyTexts.copyCode}
          </button>
          <span role="status" className="access-code__copied">
            {copied ? storyTexts.copied : ''}
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={remove.isPending}
            onClick={() =>
              confirm({ label: storyTexts.deleteCode, title: storyTexts.deleteCode, content: <p>{storyTexts.deleteCodeConfirm}</p>, buttonLabel: storyTexts.deleteCode, onConfirm: () => remove.mutate({ id: code.id, boardstoryId: code.boardstory }) })
            }
          >
            {storyTexts.deleteCode}
          </button>
        </div>
        <AccessCodeNoteForm code={code} />
        <ResultsSummary id={code.id} code={code.code} />
      </div>
      {qr && <img className="access-code__qr" src={qr} alt={`QR-Code für ${code.code}`} width={160} height={160} />}
    </article>
  );
}

/** What the class did with the code so far, and the way to its results (see docs/codes.md#class-results). */
function ResultsSummary({ id, code }: { id: number; code: string }) {
  const row = useQuery(classResultsQueries.overview()).data?.codes.find((r) => r.accessCodeId === id);
  return (
    <p className="access-code__results">
      {row && <span>{resultsTexts.summary(countText(row.turnsStarted), countText(row.turnsFinished))} </span>}
      <Link to="/auswertung/$codeId" params={{ codeId: String(id) }} aria-label={resultsTexts.showResultsFor(code)}>
        {resultsTexts.showResults}
      </Link>
    </p>
  );
}
