import { formatPlayerTime } from '../../../shared/domain/playback';
import './resume.css';

type Props = {
  seconds: number;
  /** the teaser's play button was pressed: the choice takes the keyboard's focus the button had */
  focus: boolean;
  onResume: () => void;
  onRestart: () => void;
};

/**
 * The question before a story plays again (see docs/stories-and-player.md#resume), over the picture: two buttons,
 * before the controls in the reading order, so a screen reader meets them first. Pressing play instead starts over.
 */
export function ResumeOffer({ seconds, focus, onResume, onRestart }: Props) {
  return (
    <div className="resume-offer" role="group" aria-label="Fortsetzen">
      <button type="button" className="resume-offer__button primary" autoFocus={focus} onClick={onResume}>
        Weiter ab {formatPlayerTime(seconds)}
      </button>
      <button type="button" className="resume-offer__button" onClick={onRestart}>
        Von vorn
      </button>
    </div>
  );
}
