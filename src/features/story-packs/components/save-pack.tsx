import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { isAccessCodeValid } from '../../../shared/domain/access-code';
import { hasValidLicence, licenceHolderOf, rentalAccessUntil } from '../../../shared/domain/rights';
import type { Boardstory } from '../../../shared/schemas/boardstories';
import type { PupilCodeState } from '../../access-codes/access-codes.queries';
import { useClassMode } from '../../class-tablet/class-tablet.public';
import { useAccount } from '../../auth/auth.queries';
import { boardstoryQueries } from '../../boardstories/boardstories.queries';
import { gameQueries } from '../../games/games.queries';
import { playerQueries } from '../../player/player.queries';
import { germanDate } from '../../../shared/domain/german-date';
import type { SavedVariant } from '../../../shared/domain/saved-variant';
import { formatMb, isPackVisible, storyPackQueries } from '../story-packs.queries';
import { usePreloadPackSaver, useSavePack } from '../use-save-pack';
import { packLadder } from '../pack-ladder';
import { packUntil } from '../story-packs.keys';
import { PackProgressBar } from './pack-progress';
import '../story-packs.css';

/**
 * "Für offline speichern" on the story page (see docs/offline.md#story-packs): for whoever may play the full video — a running
 * licence or rental, or a valid pupil code for this story — until that right ends. The variant starts as the
 * player's text switch stands (`textOn`). On a class tablet the packs are the teacher's: pupils neither save nor remove
 * one, so a pupil's code never replaces the teacher's licence pack (docs/codes.md#class-tablet).
 */
export function SavePack({ story, code, codeToken, textOn }: { story: Boardstory; code: PupilCodeState['active']; codeToken: string | null; textOn: boolean }) {
  const { account, currentOrder, organization } = useAccount();
  const holder = useMemo(
    () => licenceHolderOf({ accountId: account?.id ?? null, currentOrder, members: organization?.members ?? null }),
    [account, currentOrder, organization],
  );
  const { data: packs = [] } = useQuery(storyPackQueries.list());
  const pack = packs.find((p) => p.slug === story.slug && isPackVisible(p, account?.id ?? null));
  const { state, save, cancel, remove } = useSavePack();
  const queryClient = useQueryClient();
  const [variant, setVariant] = useState<SavedVariant>(textOn ? 'text' : 'notext');
  const variantName = useId();

  const licenceUntil = hasValidLicence(holder) ? (holder?.order?.validUntil ?? null) : null;
  const rentalUntil = rentalAccessUntil(holder);
  const byLicence = account && (licenceUntil || rentalUntil) ? packUntil({ licenceUntil, rentalUntil }) : null;
  const validCode = code && code.boardstoryId === story.id && isAccessCodeValid(code) ? code : null;
  const until = byLicence ?? (validCode ? packUntil({ codeUntil: validCode.expirationDate }) : null);
  const classMode = useClassMode();
  const offered = Boolean(until) && !pack && !classMode;
  usePreloadPackSaver(offered);
  const accessCode = byLicence ? null : (validCode?.code ?? null);
  // a story with a ladder keeps one rendition for this screen: its size is known before the save (docs/offline.md#story-packs)
  const { data: video } = useQuery({ ...playerQueries.video(story.id, accessCode), enabled: offered });
  const kept = video && typeof window !== 'undefined' ? packLadder(video, variant === 'text' && !story.explain) : null;

  const listLink = (
    <Link to="/gespeicherte-geschichten" className="save-pack__list-link">
      Alle gespeicherten Geschichten
    </Link>
  );

  if (classMode) return null;
  if (pack && state.phase !== 'saving') {
    return (
      <section className="save-pack" aria-label="Offline speichern">
        <p className="save-pack__done">
          Offline gespeichert – bis {germanDate(pack.until)} <span className="save-pack__size">({formatMb(pack.bytes)})</span>
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void remove(pack.slug)}
        >
          Entfernen
        </button>
        {listLink}
      </section>
    );
  }
  if (!until) return null;

  const start = () =>
    void save({
      story,
      variant,
      until,
      accessCode,
      // what the page already holds is stored as it is, and its files start at the click
      page: {
        video: queryClient.getQueryData(playerQueries.video(story.id, accessCode).queryKey),
        trailer: queryClient.getQueryData(playerQueries.trailer(story.id).queryKey),
        games: queryClient.getQueryData(gameQueries.list(story.id, accessCode).queryKey),
        attachments: queryClient.getQueryData(boardstoryQueries.attachments(story.id, accessCode ?? undefined).queryKey),
      },
      savedWith: byLicence && account ? { kind: 'licence', userId: account.id } : { kind: 'code', code: validCode?.code ?? '' },
      // with the code's signed token the device may open the code offline too (access-codes/offline/offline-codes.ts)
      signedToken: byLicence ? null : codeToken,
    });

  return (
    <section className="save-pack" aria-label="Offline speichern">
      {state.phase === 'saving' ? (
        <>
          <PackProgressBar progress={state.progress} />
          <button type="button" className="button button-secondary" onClick={cancel}>
            Abbrechen
          </button>
        </>
      ) : (
        <>
          {!story.explain && (
            <fieldset className="save-pack__variant">
              <legend>Fassung</legend>
              <label>
                <input type="radio" name={variantName} checked={variant === 'text'} onChange={() => setVariant('text')} /> Mit Text
              </label>
              <label>
                <input type="radio" name={variantName} checked={variant === 'notext'} onChange={() => setVariant('notext')} /> Ohne Text
              </label>
            </fieldset>
          )}
          {kept && (
            <p className="save-pack__size">
              Größe: <data value={kept.rendition.bytes}>{formatMb(kept.rendition.bytes)}</data>
            </p>
          )}
          <button type="button" className="button" onClick={start}>
            Für offline speichern
          </button>
          {state.phase === 'failed' && <p role="alert">{state.message}</p>}
          {state.phase === 'cancelled' && <p role="status">Speichern abgebrochen.</p>}
        </>
      )}
      {listLink}
    </section>
  );
}
