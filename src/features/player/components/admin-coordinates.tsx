import { useState, type ReactNode } from 'react';
import { toScale } from '../../../shared/domain/playback';

/**
 * For admins: the hovered X/Y on the picture in 0..10000, the scale games are placed in (see
 * docs/stories-and-player.md#games).
 */
export function AdminCoordinates({ children }: { children: ReactNode }) {
  const [at, setAt] = useState<{ x: number; y: number; left: number; top: number } | null>(null);
  return (
    <div
      className="player-admin-area"
      onMouseMove={(e) => {
        const rect = e.currentTarget.getBoundingClientRect();
        const left = e.clientX - rect.left;
        const top = e.clientY - rect.top;
        setAt({ x: toScale(left, rect.width), y: toScale(top, rect.height), left, top });
      }}
      onMouseLeave={() => setAt(null)}
    >
      {children}
      {at && (
        <span className="player-coordinates" role="tooltip" style={{ left: at.left + 12, top: at.top + 12 }}>
          X: {at.x} · Y: {at.y}
        </span>
      )}
    </div>
  );
}
