import { useId, useState } from 'react';
import type { Section } from '../../../shared/schemas/cms';
import { toHref } from '../../../ui/app-link';

type Of<K extends Section['acf_fc_layout']> = Extract<Section, { acf_fc_layout: K }>;

const isFile = (url: string) => /\.(mp4|webm|m4v)(\?|$)/i.test(url);

/** A video from a file (our media) or an embeddable player page of another site (http/https only). */
export function VideoEmbed({ section }: { section: Of<'video_embed'> }) {
  const href = toHref(section.url);
  if (!href) return null;
  return (
    <figure className="section section-video">
      {isFile(href) ? (
        <video src={href} poster={section.poster || undefined} controls preload="none" playsInline crossOrigin="anonymous" aria-label={section.title} />
      ) : (
        <iframe src={href} title={section.title} loading="lazy" allow="fullscreen; picture-in-picture" sandbox="allow-scripts allow-same-origin allow-presentation" />
      )}
      {section.title && <figcaption>{section.title}</figcaption>}
    </figure>
  );
}

const ALL = '';

/** Video grid with an optional category filter; "Alle Kategorien" shows every video (see docs/content.md#cms-pages). */
export function VideoGrid({ section }: { section: Of<'video_grid'> }) {
  const [category, setCategory] = useState(ALL);
  const id = useId();
  const categories = [...new Set(section.videos.map((v) => v.category))];
  const shown = category === ALL ? section.videos : section.videos.filter((v) => v.category === category);
  return (
    <section className="section section-video-grid">
      {section.title && <h2>{section.title}</h2>}
      {section.filter && categories.length > 1 && (
        <p className="section-video-grid__filter">
          <label htmlFor={id}>Kategorie</label>
          <select id={id} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value={ALL}>Alle Kategorien</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </p>
      )}
      <ul className="section-video-grid__list">
        {shown.map((video) => (
          <li key={video.url + video.title}>
            <video src={video.url} poster={video.poster || undefined} controls preload="none" playsInline crossOrigin="anonymous" aria-label={video.title} />
            <p>{video.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
