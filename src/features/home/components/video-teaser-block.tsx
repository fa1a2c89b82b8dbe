import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIdle } from '../../../lib/use-idle';
import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { PlayIcon } from '../../../ui/icons';

/**
 * The info video: a plain <video> (video.js belongs to the story pages, not to the front page's first load), made
 * when it is asked for. Until then its poster and a play button: a <video> with controls in the page costs a slow
 * tablet its built-in control parts in the first restyle, for a video most visitors never start. Without the app
 * the button is a link to the file, which the browser plays itself. The poster is asked for once the page has
 * painted: this block lies below the first screen (the frame keeps its 16:9 place meanwhile).
 */
export function VideoTeaserBlock({ block }: { block: NonNullable<FrontPageBlocks['video_teaser']> }) {
  const painted = useIdle();
  const [started, setStarted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // the press that made it started it: the keys go on in its controls (React's autoFocus skips a <video>)
  useEffect(() => {
    if (started) video.current?.focus();
  }, [started]);
  const start = (e: MouseEvent) => {
    e.preventDefault();
    setStarted(true);
  };
  return (
    <section className="home-block home-video">
      <div className="home-video__text">
        <h2>{block.headline}</h2>
        {block.text && <p>{block.text}</p>}
      </div>
      {started ? (
        <video
          className="home-video__player"
          src={block.video}
          poster={block.poster || undefined}
          controls
          autoPlay
          playsInline
          crossOrigin="anonymous"
          aria-label={block.headline}
          ref={video}
        />
      ) : (
        <a className="home-video__player home-video__start" href={block.video} onClick={start} aria-label={`Video abspielen: ${block.headline}`}>
          {painted && block.poster && <img src={block.poster} alt="" />}
          <span className="home-video__play" aria-hidden="true">
            <PlayIcon />
          </span>
        </a>
      )}
    </section>
  );
}
