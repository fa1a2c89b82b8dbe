import { useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type CarouselVideo = { title: string; url: string; poster?: string };

/**
 * Video carousel (see docs/content.md#cms-pages): 3 slides above 1100 px, 2 above 700 px, 1 below (pages.css); the
 * track scrolls with snap points, the buttons move it by one slide.
 */
export function VideoCarousel({ videos, label }: { videos: CarouselVideo[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.firstElementChild as HTMLElement | null;
    if (el && slide) el.scrollBy({ left: direction * (slide.offsetWidth + parseFloat(getComputedStyle(el).columnGap || '0')), behavior: 'smooth' });
  };
  return (
    <div className="video-carousel" role="region" aria-roledescription="Karussell" aria-label={label}>
      <button type="button" className="video-carousel__prev" aria-label="Vorherige Videos" onClick={() => move(-1)}>
        <ChevronLeftIcon />
      </button>
      {/* focusable: a keyboard user scrolls the track with the arrow keys too (axe scrollable-region-focusable) */}
      <ul ref={track} className="video-carousel__track" tabIndex={0}>
        {videos.map((video) => (
          <li key={video.url + video.title} className="video-carousel__slide">
            <video src={video.url} poster={video.poster || undefined} controls preload="none" playsInline crossOrigin="anonymous" aria-label={video.title} />
            <p>{video.title}</p>
          </li>
        ))}
      </ul>
      <button type="button" className="video-carousel__next" aria-label="Nächste Videos" onClick={() => move(1)}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
