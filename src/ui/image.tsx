import { useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '../shared/domain/images';
import type { ImagePaths } from '../shared/domain/images';

/** Shown when a picture cannot be loaded (see docs/interface.md#links); public/fallback-image.svg. */
export const FALLBACK_IMAGE = '/fallback-image.svg';

/**
 * Whether a picture failed before the app took the page over: in a page the server drew, the browser loads the
 * pictures before the scripts run, and an error then reaches no onError. Read from the element when React attaches it.
 */
export const failedAlready = (img: HTMLImageElement | null) => !!img && img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The server's three renditions (small 700, medium 920, large 1440 px wide). */
  path: ImagePaths;
  alt: string;
};

/**
 * A catalogue picture: the browser picks the rendition that fits `sizes`, so a card on a phone does not load
 * the 1440 px file. A failed load swaps in the fallback once (the fallback itself failing must not loop).
 */
export function Image({ path, alt, sizes = '100vw', loading = 'lazy', onError, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) return <img src={FALLBACK_IMAGE} alt={alt} loading={loading} {...rest} />;
  return (
    <img
      src={path.medium}
      srcSet={imageSrcSet(path)}
      sizes={sizes}
      alt={alt}
      loading={loading}
      decoding="async"
      ref={(img) => {
        if (failedAlready(img)) setFailed(true);
      }}
      onError={(e) => {
        onError?.(e);
        setFailed(true);
      }}
      {...rest}
    />
  );
}
