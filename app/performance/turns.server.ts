import type { NextFunction, Request, Response } from "express";

/**
 * Page requests take turns at this process's one event loop: at most `limit` are worked on at
 * once, the rest wait first come first served.
 *
 * Without turns, every request that arrives starts at once, and under load a hundred of them
 * share the event loop: each answer waits on the work of all the others, so a heavy page takes
 * many times the typical answer (at 200 connections on two cores, p50 1.4 s but p99 2.9 s in
 * steady state, 5.7 s counting the first seconds). In turn, each request waits about as long
 * as the queue in front of it, whatever its page, and the slowest answers come close to the
 * typical one.
 *
 * A request waiting on the upstream does no work here, so it gives its turn up meanwhile
 * (`aside`): a slow upstream does not hold the event loop's turns idle. When the answer comes
 * back it is served before requests that have not started yet, since it arrived earlier.
 */
export type Turn = {
  /** Runs `work` (a call to the upstream) with this request's turn given up meanwhile. */
  aside<T>(work: () => Promise<T>): Promise<T>;
  /** The request is answered, or its client has gone: the turn passes on. */
  end(): void;
};

export function createTurns(limit: number) {
  let working = 0;
  // Requests back from the upstream come before requests that have not started yet.
  const returning: Array<() => void> = [];
  const arriving: Array<() => void> = [];

  function handOn() {
    while (working < limit) {
      const next = returning.shift() ?? arriving.shift();
      if (!next) return;
      working++;
      next();
    }
  }

  function release() {
    working--;
    handOn();
  }

  /** Waits in `queue` until a turn is free; the turn is counted when it is handed over. */
  function take(queue: Array<() => void>): Promise<void> {
    if (working < limit && returning.length === 0 && arriving.length === 0) {
      working++;
      return Promise.resolve();
    }
    return new Promise((resolve) => queue.push(resolve));
  }

  /** Starts `begin` when its turn comes; the returned turn must be ended when the request is. */
  function enter(begin: () => void): Turn {
    let holding = false;
    let over = false;
    let away = 0;
    const turn: Turn = {
      async aside(work) {
        // Before its turn came back from an earlier call, or after the answer: nothing to give up.
        if (over || (!holding && away === 0)) return work();
        if (away++ === 0) {
          holding = false;
          release();
        }
        try {
          return await work();
        } finally {
          if (--away === 0 && !over) {
            await take(returning);
            if (over) release();
            else holding = true;
          }
        }
      },
      end() {
        if (over) return;
        over = true;
        if (holding) {
          holding = false;
          release();
        }
      },
    };
    void take(arriving).then(() => {
      // A client gone while it waited: its turn passes on without starting it.
      if (over) return release();
      holding = true;
      begin();
    });
    return turn;
  }

  return { enter, state: () => ({ working, waiting: returning.length + arriving.length }) };
}

/**
 * The middleware: each page request waits for its turn; `res.locals.turn` lets its upstream
 * calls give the turn up. Event streams stay open for minutes doing nothing: a client that asks
 * for one (as EventSource does) never waits, and any response that starts as an event stream
 * ends its turn as its headers go out, whatever the client asked for, so no feed route can
 * forget to. A limit of 0 turns taking turns off.
 */
export function takingTurns(limit: number) {
  const turns = createTurns(limit);
  return (req: Request, res: Response, next: NextFunction) => {
    if (limit <= 0 || req.get("accept")?.includes("text/event-stream")) return next();
    const turn = turns.enter(next);
    res.locals.turn = turn;
    res.once("finish", turn.end);
    res.once("close", turn.end);
    // Remix's adapter sets the headers one by one and flushes them at once for an event
    // stream; `writeHead` is where they leave, whichever way they were given.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      // Headers given to writeHead win over those set before, as Node sends them.
      const type = givenContentType(args) ?? res.getHeader("content-type");
      if (String(type ?? "").startsWith("text/event-stream")) turn.end();
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;
  };
}

/**
 * The Content-Type among the headers given to `writeHead`, in any letter case: as an object,
 * or as Node's flat array of names and values.
 */
function givenContentType(args: readonly unknown[]): unknown {
  for (const arg of args) {
    if (Array.isArray(arg)) {
      for (let index = 0; index + 1 < arg.length; index += 2) if (String(arg[index]).toLowerCase() === "content-type") return arg[index + 1];
    } else if (typeof arg === "object" && arg !== null) {
      for (const [name, value] of Object.entries(arg)) if (name.toLowerCase() === "content-type") return value;
    }
  }
  return undefined;
}
