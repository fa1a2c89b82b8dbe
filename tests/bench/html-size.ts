// Budget (docs/performance.md#budgets): the HTML of each Lighthouse page as the browser receives it (brotli, with the
// answer's status line and headers) fits a new connection's first round trip: TCP's first window of 10 segments
// (RFC 6928), which Lighthouse's simulation models as well. A page larger than that waits one round trip more for its
// last bytes, and the browser paints it that much later (150 ms on the simulated slow 4G).
import http from 'node:http';

export const FIRST_WINDOW_BYTES = 10 * 1460;

/** Bytes of one GET as they came over the wire: status line, header lines, the blank line and the compressed body. */
function transferSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        let body = 0;
        res.on('data', (chunk: Buffer) => (body += chunk.length));
        res.on('end', () => {
          const status = Buffer.byteLength(`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`);
          let headers = 0;
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
          resolve(status + headers + 2 + body);
        });
      })
      .on('error', reject);
  });
}

export async function htmlTransferSizes(url: string, paths: string[]): Promise<{ path: string; bytes: number }[]> {
  const sizes: { path: string; bytes: number }[] = [];
  for (const path of paths) sizes.push({ path, bytes: await transferSize(`${url}${path}`) });
  return sizes;
}
