import type { PackProgress } from '../save-story-pack';
import { formatMb } from '../story-packs.queries';

/** The save's progress in bytes and percent; before the sizes are known it shows as running without a value. */
export function PackProgressBar({ progress }: { progress: PackProgress | null }) {
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <div className="save-pack__progress">
      <progress aria-label="Speicherfortschritt" max={100} value={progress ? percent : undefined} />
      <p aria-live="polite">
        {progress ? `${formatMb(progress.done)} von ${formatMb(progress.total)} (${percent} %)` : 'Speichern wird vorbereitet …'}
      </p>
    </div>
  );
}
