import { useEffect, useState } from 'react';
import { texts } from '../../../shared/domain/texts';
import type { AccessCode } from '../../../shared/schemas/playback';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { useDeleteAccessCode } from '../access-codes.mutations';
import { codeLink, displayLink } from '../code-link';
import { AccessCodeNoteForm } from './access-code-note-form';

// dates in Germany's time, without loading a date library for one line
const day = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
/** Part 2 §9: the copy button confirms for 3 s. */
const COPY_FEEDBACK_MS = 3_000;

/** One code: validity, link (shown cut to 42 characters), QR code, copy, note and delete. */
export function AccessCodeItem({ code, slug }: { code: AccessCode; slug: string }) {
  const link = codeLink(window.location.origin, slug, code.code);
  const qr = useQrCode(link);
  const [copied, setCopied] = useState(false);
  const remove = useDeleteAccessCode();
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
          {texts.validFromTo} {day.format(new Date(code.startingDate))} – {day.format(new Date(code.expirationDate))}
        </p>
        <a href={link} title={link} className="access-code__link">
          {displayLink(link)}
        </a>
        <div className="access-code__actions">
          <button type="button" className="button button-secondary" onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}>
            {texts.copyCode}
          </button>
          <span role="status" className="access-code__copied">
            {copied ? texts.copied : ''}
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={remove.isPending}
            onClick={() =>
              confirm({ label: texts.deleteCode, title: texts.deleteCode, content: <p>{texts.deleteCodeConfirm}</p>, buttonLabel: texts.deleteCode, onConfirm: () => remove.mutate({ id: code.id, boardstoryId: code.boardstory }) })
            }
          >
            {texts.deleteCode}
          </button>
        </div>
        <AccessCodeNoteForm code={code} />
      </div>
      {qr && <img className="access-code__qr" src={qr} alt={`QR-Code für ${code.code}`} width={160} height={160} />}
    </article>
  );
}

/** Part 2 §9: 800 px wide, margin 2. The qrcode library loads only when an owner sees codes. */
function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { width: 800, margin: 2 }))
      .then((data) => live && setUrl(data))
      .catch((err: unknown) => console.error('QR-Code nicht erzeugt', err));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}
