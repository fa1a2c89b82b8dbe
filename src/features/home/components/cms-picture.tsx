import { useState } from 'react';
import type { CmsImage } from '../../../shared/schemas/cms';
import { useIdle } from '../../../lib/use-idle';
import { FALLBACK_IMAGE } from '../../../ui/image';

/**
 * A CMS picture at its own size; one that fails to load becomes the fallback picture (see docs/interface.md#links). The
 * front page's pictures are all below its first screen, but within the distance at which a phone's browser loads
 * lazy pictures at once: their file is asked for once the page has painted, so they do not compete with the
 * first screen on a slow network. Width and height keep their place meanwhile.
 */
export function CmsPicture({ image, className, alt }: { image: CmsImage; className?: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  const idle = useIdle();
  return (
    <img
      className={className}
      src={!idle ? undefined : failed ? FALLBACK_IMAGE : image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
