import type { FrontPageBlocks } from '../../../shared/schemas/cms';

/** The info video: a plain <video> (video.js belongs to the story pages, not to the front page's first load). */
export function VideoTeaserBlock({ block }: { block: NonNullable<FrontPageBlocks['video_teaser']> }) {
  return (
    <section className="home-block home-video">
      <div className="home-video__text">
        <h2>{block.headline}</h2>
        {block.text && <p>{block.text}</p>}
      </div>
      <video
        className="home-video__player"
        src={block.video}
        poster={block.poster || undefined}
        controls
        preload="none"
        playsInline
        crossOrigin="anonymous"
        aria-label={block.headline}
      />
    </section>
  );
}
