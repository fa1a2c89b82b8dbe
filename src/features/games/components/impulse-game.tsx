import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { impulsePopupWidth, impulseSpot } from '../../../shared/domain/games';
import type { ImpulseGame as ImpulseGameData } from '../../../shared/schemas/games';
import { playSound } from '../game-sounds';
import { turnEvents as turn } from '../../class-results/class-results.public';
import { gameAnnouncementAtom, impulseOpenAtom } from '../games.atoms';

type Props = { game: ImpulseGameData; muted: boolean; onPause: () => void; onDone: () => void };

/**
 * An impulse (see docs/stories-and-player.md#impulse): a marker on the picture opens a popup with text, image and
 * audio; the video waits meanwhile.
 */
export function ImpulseGame({ game, muted, onPause, onDone }: Props) {
  const [openId, setOpenId] = useAtom(impulseOpenAtom);
  const open = openId === game.id;
  const announce = useSetAtom(gameAnnouncementAtom);
  const audio = useRef<HTMLAudioElement | null>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const spot = impulseSpot(game.impulsePosition);

  useEffect(() => {
    // opened from the after-story panel or resumed ("Weiter ab"), the popup is there at once and speaks as a click would
    if (open) {
      turn.impulseOpened(game);
      setWidth(impulsePopupWidth(layer.current?.clientWidth ?? 0));
      if (game.textAudio) audio.current = playSound(game.textAudio, muted);
    } else {
      setOpenId(null);
      announce('Ein Impuls ist erschienen.');
    }
    return () => audio.current?.pause();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per game: `open` as the game came; a later mute must not replay the text
  }, [game, setOpenId, announce]);

  const toggle = () => {
    if (open) {
      audio.current?.pause();
      setOpenId(null);
      onDone();
      return;
    }
    setWidth(impulsePopupWidth(layer.current?.clientWidth ?? 0));
    setOpenId(game.id);
    turn.impulseOpened(game);
    onPause();
    if (game.textAudio) audio.current = playSound(game.textAudio, muted);
  };

  return (
    <div className="impulse" ref={layer}>
      <button
        type="button"
        className="impulse-marker"
        style={{ left: `${spot.left}%`, top: `${spot.top}%` }}
        aria-expanded={open}
        aria-label={open ? 'Impuls schließen' : 'Impuls öffnen'}
        onClick={toggle}
      >
        <span aria-hidden="true">!</span>
      </button>
      {open && (
        <div className="impulse-popup" role="group" aria-label="Impuls" style={width ? { width } : undefined}>
          {game.image && <img src={game.image} alt="" />}
          <p>{game.text}</p>
          <button type="button" className="game-button primary" autoFocus onClick={toggle}>
            Schließen
          </button>
        </div>
      )}
    </div>
  );
}
