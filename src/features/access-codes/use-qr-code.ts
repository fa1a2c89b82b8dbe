import { useEffect, useState } from 'react';

const QR_WIDTH = 800;

/**
 * A QR code of `text` as a PNG data URL, null until it is drawn. 800 px wide (see docs/codes.md#list), margin 2, so it
 * stays sharp on paper too. The qrcode library loads only here, when an owner looks at codes.
 */
export function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      // qrcode floors modules × (width / modules), which a rounding error can leave at 799: half a pixel more keeps 800
      .then((qrcode) => qrcode.toDataURL(text, { width: QR_WIDTH + 0.5, margin: 2 }))
      .then((data) => live && setUrl(data))
      .catch((err: unknown) => console.error('QR-Code nicht erzeugt', err));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}
