import { useState, type ImgHTMLAttributes } from 'react';
import { failedAlready, FALLBACK_IMAGE } from './image';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | undefined; alt: string };

/** A picture from the CMS; one that fails to load becomes the fallback picture once (see docs/interface.md#links). */
export function CmsImage({ src, alt, srcSet, sizes, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  // the fallback drops the srcset too, or the browser would keep choosing a rendition from it
  if (failed || !src) return <img src={FALLBACK_IMAGE} alt={alt} loading="lazy" decoding="async" {...rest} />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
      ref={(img) => {
        if (failedAlready(img)) setFailed(true);
      }}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
