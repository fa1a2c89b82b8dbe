/**
 * Offline, a download link's file comes from a saved story (sw/packs.ts), but Chromium does not hand a
 * followed `<a download>` to the service worker. So the link's click fetches the file itself (the worker
 * answers that) and saves it through an object URL under the name the stored copy carries.
 */
export async function downloadThroughWorker(path: string): Promise<void> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`download ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'material.pdf';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // the browser has taken the file once the click ran; the URL is only freed a moment later for slow engines
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
