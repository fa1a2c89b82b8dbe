import { useState, type CSSProperties } from 'react';
import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { wheelAngle } from '../home-blocks';
import { FeatureIcon } from './feature-icon';

/**
 * The features wheel: the items sit on a circle; choosing one turns the wheel until it is on top and shows
 * its text in the middle. Each step is 360° divided by the item count (see docs/interface.md#timings).
 */
export function FeaturesWheelBlock({ block }: { block: NonNullable<FrontPageBlocks['features_wheel']> }) {
  const [selected, setSelected] = useState(0);
  const items = block.items;
  const current = items[selected] ?? items[0];
  if (!current) return null;
  return (
    <section className="home-block home-wheel">
      <h2>{block.headline}</h2>
      <div className="home-wheel__stage" style={{ '--wheel-rotation': `${-wheelAngle(selected, items.length)}deg` } as CSSProperties}>
        <div className="home-wheel__ring">
          {items.map((item, i) => (
            <button
              key={item.title}
              type="button"
              className="home-wheel__item"
              style={{ '--item-angle': `${wheelAngle(i, items.length)}deg` } as CSSProperties}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
            >
              <FeatureIcon name={item.icon} />
              <span>{item.title}</span>
            </button>
          ))}
        </div>
        <div className="home-wheel__center" aria-live="polite">
          <h3>{current.title}</h3>
          <p>{current.text}</p>
        </div>
      </div>
    </section>
  );
}
