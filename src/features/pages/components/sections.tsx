import type { Section } from '../../../shared/schemas/cms';
import { Accordion } from '../../../ui/accordion';
import { SafeHtml } from './safe-html';

/**
 * The content-page sections this issue renders: image with caption, text, accordion. The richer types
 * (video, story player, grids, sliders, story list, newsletter) arrive with issue 4; until then they are skipped.
 */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <SectionView key={i} section={section} />
      ))}
    </>
  );
}

function SectionView({ section }: { section: Section }) {
  switch (section.acf_fc_layout) {
    case 'image':
      return (
        <figure className="section section-image">
          <img src={section.image.url} alt={section.image.alt} width={section.image.width} height={section.image.height} loading="lazy" />
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
    default:
      return null;
  }
}
