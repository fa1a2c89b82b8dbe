import { useIdle } from '../../../lib/when-idle';
import type { FrontPageBlocks } from '../../../shared/schemas/cms';

/**
 * The info video: a plain <video> (video.js belongs to the story pages, not to the front page's first load).
 * Its poster is asked for once the page has painted: a poster loads at once, wherever the video is on the page,
 * and this one lies below the first screen (the player keeps its 16:9 place meanwhile).
 */
export function VideoTeaserBlock({ block }: { block: NonNullable<FrontPageBlocks['video_teaser']> }) {
  const painted = useIdle();
  return (
    <section className="home-block home-video">
      <div className="home-video__text">
        <h2>{block.headline}</h2>
        {block.text && <p>{block.text}</p>}
      </div>
      <video
        className="home-video__player"
        src={block.video}
        poster={(painted && block.poster) || undefined}
        controls
        preload="none"
        playsInline
        crossOrigin="anonymous"
        aria-label={block.headline}
      />
    </section>
  );
}
