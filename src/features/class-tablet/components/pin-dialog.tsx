import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { leaveClassTablet, pinWaitMs } from '../class-tablet-pin';

type Props = { onClose: () => void; onLeft: () => void };

/**
 * "PIN eingeben": the teacher ends class mode. A wrong PIN says so; after three, the field waits a growing
 * time before the next try (shared/domain/class-tablet.ts), and says how long.
 */
export function PinDialog({ onClose, onLeft }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(() => pinWaitMs());

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // the remaining wait counts down once a second, so the button comes back by itself
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(pinWaitMs()), Math.min(wait, 1000));
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // each answer is announced anew, a second wrong PIN too
    setError(null);
    setBusy(true);
    const left = await leaveClassTablet(pin);
    setBusy(false);
    if (left) return onLeft();
    setPin('');
    setError('Die PIN ist falsch.');
    setWait(pinWaitMs());
  };

  const seconds = Math.ceil(wait / 1000);
  return (
    <dialog ref={dialog} className="pin-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`}>PIN eingeben</h2>
        <label htmlFor={`${id}-pin`}>PIN</label>
        <input
          id={`${id}-pin`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          autoFocus
          value={pin}
          onChange={(e) => setPin(e.target.value.trim())}
          aria-invalid={!!error}
          aria-describedby={`${id}-status`}
        />
        <div id={`${id}-status`} role="status">
          {error && <p className="field-error">{error}</p>}
          {seconds > 0 && <p>Bitte warten Sie noch {seconds} Sekunden.</p>}
        </div>
        <div className="pin-dialog__actions">
          <button type="submit" className="button" disabled={busy || seconds > 0 || pin.length === 0}>
            Klassen-Modus beenden
          </button>
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            Abbrechen
          </button>
        </div>
      </form>
    </dialog>
  );
}
