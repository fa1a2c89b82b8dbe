import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { MAX_BODY_BYTES, nestsDeeperThan } from './body-guard';

let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = createAdaptorServer({ fetch: t.app.fetch }) as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('request body limit', () => {
  it('refuses a body over the limit with 413 in the error shape, also a PATCH that would store a huge address field', async () => {
    const res = await post('/api/users/signup', JSON.stringify({ firstName: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload_too_large', error_description: 'request body too large (at most 100 KB)' });

    const cookie = await login(t.app, 'neu@lesefunke.test');
    const me = (await (await t.app.request('/api/me', { headers: { cookie } })).json()) as { id: number };
    const address = { firstName: 'A', lastName: 'B', street: 'C', streetNumber: '1', zip: '1', city: 'D', country: 'DE', state: 'Berlin' };
    const patch = await t.app.request(`/api/users/${me.id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ address: { ...address, contactPerson: 'x'.repeat(5_000_000) } }),
    });
    expect(patch.status).toBe(413);
  });

  it('answers a streamed 200 MB body with 413 long before it is sent, and /api/health answers meanwhile', async () => {
    const started = Date.now();
    const upload = new Promise<{ status: number; sent: number }>((resolve, reject) => {
      // chunked: no Content-Length to refuse up front, so the limit must stop the stream itself
      const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/users/signup', headers: { 'content-type': 'application/json' } });
      let sent = 0;
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (sent < 200 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent });
        req.destroy();
      });
      req.on('error', (err) => (sent > 0 ? resolve({ status: 0, sent }) : reject(err)));
      pump();
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const { status, sent } = await upload;
    expect(status).toBe(413);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

/**
 * Sends the head of a request over a raw socket and a little of its body, then reads until the server closes.
 * A 413 must close the connection and say so: the rest of the announced body would otherwise be read as the next
 * request, and a client that trusted `keep-alive` would wait for an answer that never comes (docs/security.md#input-limits).
 */
function rawUpload(head: string, bodyStart: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, 5_000);
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (answer += data));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.write(`${head}\r\n\r\n${bodyStart}`);
  });
}

describe('the connection after a 413', () => {
  it('is closed, and the answer says Connection: close, for a too long Content-Length and a too long chunked body', async () => {
    const start = 'POST /api/users/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: keep-alive';
    const announced = await rawUpload(`${start}\r\nContent-Length: ${200 * 1024 * 1024}`, '{"firstName":"');
    const chunk = 'x'.repeat(MAX_BODY_BYTES + 10);
    const chunked = await rawUpload(`${start}\r\nTransfer-Encoding: chunked`, `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    for (const { answer, closed } of [announced, chunked]) {
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).not.toMatch(/keep-alive/i);
      expect(closed).toBe(true);
    }
  });
});

describe('JSON nesting', () => {
  it('refuses 5,000 and 15,000 levels (90 KB, under the body limit) with a 400 before parsing', async () => {
    for (const levels of [5_000, 15_000]) {
      const res = await post('/auth/login', '{"a":'.repeat(levels) + '1' + '}'.repeat(levels));
      expect(res.status, `${levels}`).toBe(400);
      expect(((await res.json()) as { error_description: string }).error_description).toMatch(/nested too deeply/);
    }
  });

  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'quote \\" [[[[' }), 1)).toBe(false);
  });
});
