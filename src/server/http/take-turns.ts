/**
 * Node 20's libuv accepts one new connection per event-loop turn (libuv#3696, "don't accept() connections
 * in a loop"), and a turn runs every request that arrived on an open connection to its end: PGlite answers
 * on this thread, so a request holds the loop until its answer is written. Under load a turn grows to
 * hundreds of milliseconds, new connections wait in the kernel's accept queue for seconds (never logged:
 * the request has not reached us yet), and one arriving behind a hundred others waits for a hundred turns.
 *
 * takeTurns starts at most `perTurn` requests per turn and queues the rest (first come, first served) for
 * the following turns, so the loop comes back to the listening socket after every few requests and a new
 * connection waits about as long as a request on an open one.
 */
export function takeTurns<A extends unknown[], R>(handle: (...args: A) => R | Promise<R>, perTurn = 1) {
  const queue: (() => void)[] = [];
  let started = 0;
  let scheduled = false;
  const nextTurn = () => {
    scheduled = false;
    started = 0;
    while (started < perTurn && queue.length > 0) {
      started++;
      queue.shift()!();
    }
    if (queue.length > 0 || started > 0) schedule();
  };
  // setImmediate runs after the turn's I/O (the accept among it), so each turn starts its share and moves on
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  return async (...args: A): Promise<R> => {
    if (started < perTurn && queue.length === 0) {
      started++;
      schedule();
    } else {
      const turn = new Promise<void>((resolve) => queue.push(resolve));
      schedule();
      await turn;
    }
    return handle(...args);
  };
}
