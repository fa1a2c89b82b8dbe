import type { ReactNode } from 'react';
import { formatPlayerTime } from '../../../shared/domain/playback';
import type { PlayerToggles } from '../player.atoms';
import { playerTexts } from '../player-texts';
import { PauseIcon, PlayIcon } from '../../../ui/icons';

export type Restrictions = { sound: boolean; text: boolean; autoplay: boolean };

type Props = {
  playing: boolean;
  currentTime: number;
  duration: number;
  toggles: PlayerToggles;
  /** false where the pupil's code (or the story) switched a function off: the control is greyed */
  allowed: Restrictions;
  explain: boolean;
  showGames: boolean;
  fullscreen: boolean;
  disabled: boolean;
  onPlayPause: () => void;
  onSeek: (seconds: number) => void;
  onToggle: (key: keyof PlayerToggles) => void;
  onGames: () => void;
  /** a teacher's way to the story's games at any time (the after-story panel) */
  onGamesPanel?: () => void;
  onFullscreen: () => void;
  /** "Mitlesen", first among the switches */
  readAlongToggle?: ReactNode;
  /** more controls before fullscreen (the speed) */
  children?: ReactNode;
};

/** A toggle that is either switchable (aria-pressed) or greyed with the spec's reason as its name. */
function Toggle({ label, pressed, greyed, onClick }: { label: string; pressed: boolean; greyed: string | null; onClick: () => void }) {
  if (greyed)
    return (
      <button type="button" className="player-toggle greyed" disabled>
        {greyed}
      </button>
    );
  return (
    <button type="button" className="player-toggle" aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  );
}

/** The player's own control bar (see docs/stories-and-player.md#player), German names for every control. */
export function PlayerControls(p: Props) {
  const textLabel = p.explain ? 'Untertitel' : 'Text';
  return (
    <div className="player-controls">
      <button type="button" className="player-play" onClick={p.onPlayPause} disabled={p.disabled} aria-label={p.playing ? 'Pause' : 'Abspielen'}>
        {p.playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <input
        type="range"
        className="player-seek"
        aria-label="Abspielposition"
        aria-valuetext={`${formatPlayerTime(p.currentTime)} von ${formatPlayerTime(p.duration)}`}
        min={0}
        max={p.duration || 0}
        step={0.1}
        value={Math.min(p.currentTime, p.duration || 0)}
        disabled={p.disabled || !p.duration}
        onChange={(e) => p.onSeek(Number(e.target.value))}
      />
      <span className="player-time">
        {formatPlayerTime(p.currentTime)} / {formatPlayerTime(p.duration)}
      </span>
      {p.readAlongToggle}
      <Toggle label={textLabel} pressed={p.toggles.text} greyed={p.allowed.text ? null : p.explain ? playerTexts.noSubtitles : playerTexts.noText} onClick={() => p.onToggle('text')} />
      <Toggle label="Ton" pressed={p.toggles.sound} greyed={p.allowed.sound ? null : playerTexts.noSound} onClick={() => p.onToggle('sound')} />
      <Toggle label="Autoplay" pressed={p.toggles.autoplay} greyed={p.allowed.autoplay ? null : playerTexts.noAutoplay} onClick={() => p.onToggle('autoplay')} />
      {p.showGames && <Toggle label="Spiele" pressed={p.toggles.games} greyed={null} onClick={p.onGames} />}
      {p.onGamesPanel && (
        <button type="button" className="player-toggle" onClick={p.onGamesPanel}>
          Spieleübersicht
        </button>
      )}
      {p.children}
      <button type="button" className="player-toggle" aria-pressed={p.fullscreen} onClick={p.onFullscreen}>
        {p.fullscreen ? 'Vollbild beenden' : 'Vollbild'}
      </button>
    </div>
  );
}
