import type { ReactNode } from 'react';
import type { Section } from '../../../shared/schemas/cms';
import { Accordion } from '../../../ui/accordion';
import { CmsImage } from '../../../ui/cms-image';
import { ImageSlider } from '../../../ui/image-slider';
import { SafeHtml } from '../../../ui/safe-html';
import { VideoCarousel } from '../../../ui/video-carousel';
import { StoryList, StoryPlayer } from './story-sections';
import { VideoEmbed, VideoGrid } from './video-sections';

export type NewsletterSection = Extract<Section, { acf_fc_layout: 'newsletter' }>;
/** The newsletter form belongs to another feature; the route hands it in. */
export type RenderNewsletter = (section: NewsletterSection) => ReactNode;

/** Every section type of a content page (docs/content.md#cms-pages), in the order the CMS lists them. */
export function Sections({ sections, renderNewsletter }: { sections: Section[]; renderNewsletter?: RenderNewsletter }) {
  return (
    <>
      {sections.map((section, i) => (
        <SectionView key={i} section={section} renderNewsletter={renderNewsletter} />
      ))}
    </>
  );
}

function SectionView({ section, renderNewsletter }: { section: Section; renderNewsletter?: RenderNewsletter }) {
  switch (section.acf_fc_layout) {
    case 'image':
      return (
        <figure className="section section-image">
          <CmsImage src={section.image.url} alt={section.image.alt} width={section.image.width} height={section.image.height} />
          {section.caption && <figcaption>{section.caption}</figcaption>}
        </figure>
      );
    case 'text':
      return <SafeHtml className="section section-text prose" html={section.text} />;
    case 'accordion':
      return (
        <div className="section section-accordion">
          <Accordion items={section.items.map((item) => ({ title: item.title, content: <SafeHtml className="prose" html={item.text} /> }))} />
        </div>
      );
    case 'video_embed':
      return <VideoEmbed section={section} />;
    case 'story_player':
      return <StoryPlayer section={section} />;
    case 'video_grid':
      return <VideoGrid section={section} />;
    case 'video_carousel':
      return (
        <section className="section section-carousel">
          {section.title && <h2>{section.title}</h2>}
          <VideoCarousel videos={section.videos} label={section.title || 'Videos'} />
        </section>
      );
    case 'image_slider':
      return (
        <div className="section section-slider">
          <ImageSlider slides={section.images} interval={section.interval} label="Bilder" />
        </div>
      );
    case 'story_list':
      return <StoryList section={section} />;
    case 'newsletter':
      return renderNewsletter ? <section className="section section-newsletter">{renderNewsletter(section)}</section> : null;
    default:
      return null;
  }
}
