import type { CmsImage } from '../../../shared/schemas/cms';
import { CmsPicture } from './cms-picture';
import { RichText } from './rich-text';

/**
 * Headline, HTML text and an optional picture beside it: the intro, "what is a boardstory", welcome and
 * did-you-know blocks share this shape.
 */
export function TextBlock({ block, variant }: { block: { headline: string; text: string; image?: CmsImage }; variant: string }) {
  return (
    <section className={`home-block home-text home-text--${variant}${block.image ? ' home-text--with-image' : ''}`}>
      <div className="home-text__body">
        <h2>{block.headline}</h2>
        <RichText html={block.text} className="home-rich" />
      </div>
      {block.image && <CmsPicture image={block.image} className="home-text__image" />}
    </section>
  );
}
