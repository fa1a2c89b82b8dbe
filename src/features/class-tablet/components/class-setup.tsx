import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { ClassStory } from '../class-tablet.atoms';
import { listStoryPacks, type StoryPack } from '../../story-packs/story-packs.public';
import { isValidPin } from '../../../shared/domain/class-tablet';
import type { AccessCode } from '../../../shared/schemas/playback';
import { administrationQueries } from '../../administration/administration.queries';
import { boardstoryQueries } from '../../boardstories/boardstories.queries';
import '../../../ui/form-field.css';
import '../class-tablet.css';
import { validityDays } from '../../../shared/domain/access-code-dates';
import { useOnline } from '../../../ui/online';
import { texts } from '../../../shared/domain/texts';
import { CODE_WITHOUT_TEXT_NOTE, codeMissesSavedVariant, type SavedVariant } from '../../../shared/domain/saved-variant';
import { storyParams } from '../../../lib/story-params';

type Props = { onStart: (pin: string, stories: ClassStory[]) => Promise<void> };

const NONE = '';
// a code that starts later says so: its tile would not open the story before then
// the last valid day as everywhere else: the stored expiry is the instant after it (validityDays)
const validity = (code: AccessCode) => {
  const days = validityDays(code);
  return `${Date.parse(code.startingDate) > Date.now() ? `ab ${days.from} ` : ''}bis ${days.to}`;
};

/**
 * "Klassen-Tablet einrichten" (see docs/codes.md#class-tablet): the teacher picks the PIN that ends class mode and, for each story
 * saved on this device or opened by one of their codes, which of their unexpired codes the pupils' tile uses.
 * A story without a pack still opens while the tablet is online.
 */
export function ClassSetup({ onStart }: Props) {
  const id = useId();
  const [packs, setPacks] = useState<StoryPack[]>([]);
  useEffect(() => {
    // no IndexedDB (some private modes): no packs, the codes' stories are still offered
    listStoryPacks().then(setPacks, () => setPacks([]));
  }, []);
  const codes = useQuery(administrationQueries.rentalCodes());
  // codes grant access and are never stored on the device: offline they are unknown, neither loading nor missing
  const online = useOnline();
  const storyIds = useMemo(() => [...new Set([...packs.map((p) => p.boardstoryId), ...(codes.data ?? []).map((c) => c.boardstory)])], [packs, codes.data]);
  const stories = useQueries({ queries: storyIds.map((storyId) => boardstoryQueries.detail(storyId)) });

  const [pin, setPin] = useState('');
  const [pinAgain, setPinAgain] = useState('');
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [error, setError] = useState<{ pin?: string; again?: string }>({});
  const [starting, setStarting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = {
      pin: isValidPin(pin) ? undefined : 'Die PIN muss aus 4 bis 8 Ziffern bestehen.',
      again: pin === pinAgain ? undefined : 'Die PINs müssen übereinstimmen.',
    };
    setError(errors);
    if (errors.pin || errors.again) return;
    const choices = stories.flatMap(({ data: story }): ClassStory[] => {
      const code = story && (codes.data ?? []).find((c) => c.id === Number(chosen[story.id]));
      if (!story || !code) return [];
      return [{ slug: story.slug, title: story.title, boardstoryId: story.id, code: code.code, token: code.signedToken, image: story.image ?? undefined }];
    });
    setStarting(true);
    try {
      await onStart(pin, choices);
    } finally {
      setStarting(false);
    }
  };

  const pinField = (label: string, value: string, set: (v: string) => void, err?: string, name = label) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={8}
        value={value}
        onChange={(e) => set(e.target.value.trim())}
        aria-invalid={!!err}
        aria-describedby={err ? `${id}-${name}-error` : `${id}-pin-help`}
      />
      {err && (
        <p id={`${id}-${name}-error`} className="field-error">
          {err}
        </p>
      )}
    </div>
  );

  return (
    <form className="class-setup" noValidate onSubmit={submit}>
      <p>
        Auf einem Klassen-Tablet sehen Schülerinnen und Schüler nur eine große Code-Eingabe und die Geschichten, die Sie mitgeben. Sie werden
        dabei auf diesem Gerät abgemeldet; zurück geht es nur mit der PIN.
      </p>
      <h2>PIN festlegen</h2>
      <p id={`${id}-pin-help`}>4 bis 8 Ziffern. Die PIN beendet den Klassen-Modus.</p>
      {pinField('PIN', pin, setPin, error.pin, 'pin')}
      {pinField('PIN wiederholen', pinAgain, setPinAgain, error.again, 'again')}

      <h2>Geschichten mitgeben</h2>
      {!codes.data && !online && <p>Sie sind offline. Ihre Schülercodes können angezeigt werden, sobald das Gerät wieder verbunden ist.</p>}
      {online && codes.isPending && <p>Ihre Codes werden geladen …</p>}
      {/* reachable but refused or failed (the device is online: "offline" is the line above) */}
      {online && codes.isError && (
        <div role="alert">
          <p className="form-error">Ihre Codes konnten gerade nicht geladen werden.</p>
          <button type="button" className="button button-secondary" onClick={() => void codes.refetch()}>
            {texts.retry}
          </button>
        </div>
      )}
      {codes.isSuccess && storyIds.length === 0 && <p>Sie haben noch keine gespeicherten Geschichten und keine gültigen Schülercodes.</p>}
      {stories.map(({ data: story }) =>
        story ? (
          <StoryChoice
            key={story.id}
            story={story}
            saved={packs.find((p) => p.boardstoryId === story.id)?.variant ?? null}
            explain={story.explain}
            codes={codes.data?.filter((c) => c.boardstory === story.id)}
            value={chosen[story.id] ?? NONE}
            onChange={(value) => setChosen((c) => ({ ...c, [story.id]: value }))}
          />
        ) : null,
      )}
      <button type="submit" className="button" disabled={starting}>
        Klassen-Tablet starten
      </button>
    </form>
  );
}

/** `codes` undefined: not loaded (offline), so nothing is said about this story's codes. */
type ChoiceProps = {
  story: { id: number; slug: string; title: string };
  /** the variant this device holds, null when the story is not saved */
  saved: SavedVariant | null;
  explain: boolean;
  codes?: AccessCode[];
  value: string;
  onChange: (v: string) => void;
};

function StoryChoice({ story, saved, explain, codes, value, onChange }: ChoiceProps) {
  const name = useId();
  return (
    <fieldset className="class-setup__story">
      <legend>{story.title}</legend>
      <p className="class-setup__hint">{saved !== null ? 'Auf diesem Gerät gespeichert: auch offline nutzbar.' : 'Nicht gespeichert: nur mit Internet nutzbar.'}</p>
      {!codes ? null : codes.length === 0 ? (
        <p>
          Für diese Geschichte gibt es noch keinen gültigen Code.{' '}
          <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(story.slug)}>
            Zur Geschichte
          </Link>
        </p>
      ) : (
        <>
          <label className="class-setup__option">
            <input type="radio" name={name} value={NONE} checked={value === NONE} onChange={() => onChange(NONE)} /> Nicht mitgeben
          </label>
          {codes.map((code) => (
            <label key={code.id} className="class-setup__option">
              <input type="radio" name={name} value={code.id} checked={value === String(code.id)} onChange={() => onChange(String(code.id))} />{' '}
              <span className="class-setup__code">{code.code}</span>
              {code.note ? ` – ${code.note}` : ''}, gültig {validity(code)}
              {codeMissesSavedVariant(saved, explain, code.subtitlesEnabled) && <span className="class-setup__hint"> {CODE_WITHOUT_TEXT_NOTE}</span>}
            </label>
          ))}
        </>
      )}
    </fieldset>
  );
}
