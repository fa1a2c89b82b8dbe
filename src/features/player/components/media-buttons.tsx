import type { PlayerChoice } from '../player.atoms';

type Props = {
  choice: PlayerChoice | null;
  available: { tigerCreation: boolean; video: boolean; trailer: boolean };
  onTiger: () => void;
  onVideo: () => void;
  onTrailer: () => void;
};

/** Tiger creation, full video and trailer, in the spec's priority; a type the story lacks is disabled. */
export function MediaButtons({ choice, available, onTiger, onVideo, onTrailer }: Props) {
  return (
    <div className="player-media" role="group" aria-label="Was abspielen?">
      <button type="button" className="player-medium" aria-pressed={choice === 'tigerCreation'} disabled={!available.tigerCreation} onClick={onTiger}>
        Tigerkreation
        <span className="visually-hidden"> (öffnet ein neues Fenster)</span>
      </button>
      <button type="button" className="player-medium" aria-pressed={choice === 'video'} disabled={!available.video} onClick={onVideo}>
        Ganze Boardstory
      </button>
      <button type="button" className="player-medium" aria-pressed={choice === 'trailer'} disabled={!available.trailer} onClick={onTrailer}>
        Trailer
      </button>
    </div>
  );
}
