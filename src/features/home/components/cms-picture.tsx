import { useState } from 'react';
import type { CmsImage } from '../../../shared/schemas/cms';
import { FALLBACK_IMAGE } from '../../../ui/image';

/** A CMS picture at its own size; one that fails to load becomes the fallback picture (part 1 §8). */
export function CmsPicture({ image, className, alt }: { image: CmsImage; className?: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed ? FALLBACK_IMAGE : image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
