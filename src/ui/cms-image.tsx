import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE } from './image';

/** A picture from the CMS; one that fails to load becomes the fallback picture once (part 1 §8). */
export function CmsImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  return <img src={failed || !src ? FALLBACK_IMAGE : src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} {...rest} />;
}
