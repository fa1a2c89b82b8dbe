import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { takeTurns } from './take-turns';

/** Counts event-loop turns: one setImmediate per turn, until stopped. */
function turnCounter() {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turn, stop: () => (running = false) };
}

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('takeTurns', () => {
  it('starts one request per event-loop turn, first come first served, and passes answers through', async () => {
    const turns = turnCounter();
    const started: [number, number][] = [];
    const handle = takeTurns(async (n: number) => {
      started.push([n, turns.now()]);
      return n * 10;
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => handle(n)));
    turns.stop();
    expect(answers).toEqual([10, 20, 30, 40]);
    expect(started.map(([n]) => n)).toEqual([1, 2, 3, 4]);
    const startTurns = started.map(([, t]) => t);
    expect(new Set(startTurns).size).toBe(4);
  });

  it('lets a waiting connection in between requests that each hold the loop', async () => {
    // Node 20 accepts one connection per turn: without turns, forty 5 ms requests queued in one turn would keep
    // a new connection out for their whole 200 ms; with turns it is accepted after a request or two
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const handle = takeTurns(async () => busy(5));
    let acceptedAfter = -1;
    let finished = 0;
    server.on('connection', (socket) => {
      acceptedAfter = finished;
      socket.destroy();
    });
    // the connection arrives while the requests queue up: the kernel completes it, the loop has to accept it
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => {});
    await Promise.all(Array.from({ length: 40 }, () => handle().then(() => finished++)));
    await new Promise((resolve) => setImmediate(resolve));
    server.close();
    expect(acceptedAfter).toBeGreaterThanOrEqual(0);
    expect(acceptedAfter).toBeLessThan(5);
  });
});
