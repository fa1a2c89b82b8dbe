import type { CmsImage } from '../../shared/schemas/cms';
import type { FeaturedImage } from '../db/schema';

/**
 * URLs of the demo content's pictures. The files live in seed/media/cms and are made by cms-make-media.ts,
 * which finds every name used here by scanning the content, so a picture cannot be referenced without existing.
 */
export const CMS_MEDIA = '/media/cms';
export const FEATURED = { width: 960, height: 540, medium: 480 };

/**
 * A post's hero picture in a large and a medium width (the list cards take the medium one). The srcset
 * lists the full size first, as WordPress' wp_get_attachment_image_srcset does; width and height are
 * stored for the media item of `_embed` (wp:featuredmedia) and are not part of featured_image_src.
 */
export function featured(name: string, alt: string): FeaturedImage {
  const src = `${CMS_MEDIA}/${name}.webp`;
  const medium = `${CMS_MEDIA}/${name}-medium.webp`;
  const { width, height } = FEATURED;
  return { src, medium, alt, srcset: `${src} ${width}w, ${medium} ${FEATURED.medium}w`, width, height };
}

export function picture(name: string, alt: string, width = FEATURED.width, height = FEATURED.height): CmsImage {
  return { url: `${CMS_MEDIA}/${name}.webp`, alt, width, height };
}

export function logo(name: string, alt: string): CmsImage {
  return { url: `${CMS_MEDIA}/logo-${name}.svg`, alt, width: 240, height: 120 };
}

/** Trailers are made by the catalogue's media script; the content only points at them. */
export const trailer = (story: string) => `/media/trailers/${story}.mp4`;
