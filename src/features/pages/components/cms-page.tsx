import { useEffect } from 'react';
import type { Post } from '../../../shared/schemas/cms';
import { usePageTitle } from '../../../ui/use-page-title';
import { htmlToText, SafeHtml } from './safe-html';
import { Sections } from './sections';

/** A generic CMS page (part 1 §2 "Content pages"): title, optional hero image, content, sections. */
export function CmsPage({ page }: { page: Post }) {
  const title = htmlToText(page.title.rendered);
  usePageTitle(title);
  useMetaDescription(page.yoast_head_json?.description);

  return (
    <article className="page cms-page">
      <h1>{title}</h1>
      {page.featured_image_src && (
        <img
          className="page-hero"
          src={page.featured_image_src.src}
          srcSet={page.featured_image_src.srcset || undefined}
          sizes="(min-width: 1024px) 960px, 100vw"
          alt={page.featured_image_src.alt}
        />
      )}
      {page.content.rendered && <SafeHtml className="prose" html={page.content.rendered} />}
      {page.acf.sections && <Sections sections={page.acf.sections} />}
    </article>
  );
}

/** SEO description from the page meta; the previous one comes back when the page is left. */
function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
