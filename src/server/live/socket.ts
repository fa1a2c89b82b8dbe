import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse } from 'hono/utils/cookie';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db, Listen } from '../db/client';
import { LIVE_PATH } from '../../shared/schemas/live';
import { SESSION_COOKIE } from '../http/session-cookie';
import { findSessionUser } from '../services/sessions';
import { hashToken } from '../services/tokens';
import { createHub } from './hub';
import { verifyLiveToken } from './token';

// `ws` on the HTTP server's 'upgrade' event rather than @hono/node-ws or node-server 2's `websocket` option
// (both wrap the same `ws`): the session, the CSRF token and the Origin are checked before the handshake, so
// a refusal is a plain HTTP 401/403 and no socket is opened for it; the heartbeat needs the raw ping/pong
// either way.

/** A browser answers pings by itself; a socket that missed one whole round is dead (a laptop closed, a network gone). */
const HEARTBEAT_MS = 30_000;

/**
 * Open sockets one session may hold on one process: a tab holds one, so 20 are far more tabs than a person uses,
 * and one session can no longer open thousands (each a subscription and a heartbeat). The one over the cap is
 * refused with 429 before the handshake rather than the oldest closed: the client reconnects after any close, so
 * closing the oldest would have 21 tabs push each other out in turn, while a refusal leaves the open ones alone
 * and the extra tab retries with its back-off, getting in once a tab closes (or a dead one misses the heartbeat).
 */
export const MAX_SOCKETS_PER_SESSION = 20;

type Refusal = { status: 401 | 403 | 404 };
type Grant = { userId: number; sessionHash: string };

const sameHost = (origin: string, host: string | undefined) => {
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" from a sandboxed frame or a file
  }
};

/**
 * Who may open /live: a request from a page of our own origin (no cross-site WebSocket hijacking: the
 * browser sends the cookie along to any site's socket, but the Origin names the page that opened it), with
 * a valid session and that session's CSRF token in `?csrf=` (browsers cannot set headers on a WebSocket).
 */
export async function authorize(
  req: Pick<IncomingMessage, 'url' | 'headers'>,
  db: Db,
  secret: string,
): Promise<Refusal | Grant> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== LIVE_PATH) return { status: 404 };
  if (!sameHost(req.headers.origin ?? '', req.headers.host)) return { status: 403 };
  const token = parse(req.headers.cookie ?? '', SESSION_COOKIE)[SESSION_COOKIE];
  if (!token) return { status: 401 };
  // the HMAC first: a wrong token costs no database query
  if (!verifyLiveToken(secret, token, url.searchParams.get('csrf') ?? '')) return { status: 403 };
  const user = await findSessionUser(db, token);
  return user ? { userId: user.id, sessionHash: hashToken(token) } : { status: 401 };
}

function refuse(socket: Duplex, status: number) {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export type LiveServer = { close: () => Promise<void> };

/** Serves GET /live on the HTTP server's own port: one hub per process, fed by PostgreSQL LISTEN. */
export async function attachLive(
  server: Server,
  deps: { db: Db; listen: Listen; secret: string; logRequests: boolean },
): Promise<LiveServer> {
  const hub = await createHub(deps.db, deps.listen);
  // the client sends nothing; a large frame is somebody else's
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const alive = new WeakMap<WebSocket, boolean>();
  /** Open sockets (and handshakes under way) per session hash. */
  const perSession = new Map<string, number>();
  /** Takes a place for the session, given back when the connection closes however it ends; false when full. */
  const takePlace = (sessionHash: string, socket: Duplex) => {
    const open = perSession.get(sessionHash) ?? 0;
    if (open >= MAX_SOCKETS_PER_SESSION) return false;
    perSession.set(sessionHash, open + 1);
    socket.once('close', () => {
      const left = (perSession.get(sessionHash) ?? 1) - 1;
      if (left > 0) perSession.set(sessionHash, left);
      else perSession.delete(sessionHash);
    });
    return true;
  };

  const accept = (ws: WebSocket, grant: Grant) => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', () => ws.terminate());
    const client = {
      send: (message: string) => {
        if (ws.readyState === ws.OPEN) ws.send(message);
      },
      close: (code: number, reason: string) => ws.close(code, reason),
    };
    const { ready, remove } = hub.add(client, grant.userId, grant.sessionHash);
    ws.on('close', remove);
    ready.catch((err: Error) => {
      console.error('live subscription failed', err.message);
      ws.close(1011, 'server error');
    });
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const start = performance.now();
    // a client that goes away mid-handshake must not take the process with it
    socket.on('error', () => socket.destroy());
    const log = (status: number) => {
      if (deps.logRequests) console.log(`GET /live ${status} ${(performance.now() - start).toFixed(1)}ms`);
    };
    authorize(req, deps.db, deps.secret)
      .then((result) => {
        const status = 'status' in result ? result.status : takePlace(result.sessionHash, socket) ? 101 : 429;
        log(status);
        if ('status' in result || status === 429) refuse(socket, status);
        else wss.handleUpgrade(req, socket, head, (ws) => accept(ws, result));
      })
      .catch((err: Error) => {
        console.error('live handshake failed', err.message);
        log(500);
        refuse(socket, 500);
      });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.close(1012, 'service restart');
      wss.close();
      await hub.close();
    },
  };
}
