import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { SLIDER_AUTOPLAY_MS, swipeStep, wrapIndex } from '../shared/domain/slider';
import { CmsImage } from './cms-image';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type Slide = { url: string; alt: string; caption?: string; width?: number; height?: number };

/**
 * Image slider (see docs/interface.md#timings): advances every `interval` ms, pauses while the pointer is over it or
 * focus is inside, and follows swipes of 30 px or quick flicks. Buttons and dots work by keyboard.
 */
export function ImageSlider({ slides, interval = SLIDER_AUTOPLAY_MS, label }: { slides: Slide[]; interval?: number; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const drag = useRef<{ x: number; t: number } | null>(null);
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), interval);
    return () => clearTimeout(timer);
  }, [index, paused, count, interval]);

  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));
  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, t: e.timeStamp };
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!drag.current) return;
    const step = swipeStep(e.clientX - drag.current.x, e.timeStamp - drag.current.t);
    drag.current = null;
    if (step) go(step);
  };

  if (count === 0) return null;
  return (
    <div
      className="image-slider"
      role="region"
      aria-roledescription="Karussell"
      aria-label={label}
      data-paused={paused || undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPaused(false)}
    >
      <div className="image-slider__track" style={{ transform: `translateX(-${index * 100}%)` }} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {slides.map((slide, i) => (
          <figure key={slide.url + i} className="image-slider__slide" aria-roledescription="Folie" aria-label={`${i + 1} von ${count}`} aria-hidden={i !== index} inert={i !== index}>
            <CmsImage src={slide.url} alt={slide.alt} width={slide.width} height={slide.height} draggable={false} loading={i === 0 ? 'eager' : 'lazy'} />
            {slide.caption && <figcaption>{slide.caption}</figcaption>}
          </figure>
        ))}
      </div>
      {count > 1 && (
        <div className="image-slider__controls">
          <button type="button" aria-label="Vorheriges Bild" onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </button>
          {slides.map((_, i) => (
            <button key={i} type="button" className="image-slider__dot" aria-label={`Bild ${i + 1}`} aria-current={i === index || undefined} onClick={() => setIndex(i)} />
          ))}
          <button type="button" aria-label="Nächstes Bild" onClick={() => go(1)}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
