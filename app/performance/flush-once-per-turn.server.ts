import type { NextFunction, Request, Response } from "express";

/**
 * Remix's adapter flushes the response after every chunk it writes, so that streamed parts of
 * a page leave at once. Behind the compression middleware each flush ends a compressed block,
 * and a page is rendered in many chunks: under load, compression took 12 % of a worker's time.
 * The chunks of one render arrive within one turn of the event loop, so here the flushes they
 * ask for become one, at the end of that turn; what is streamed later (a deferred part, an
 * event) still leaves as soon as it is written. Measured with brotli, the dashboard served
 * 11 % more requests per second and `/home` 13 % more.
 */
export function flushOncePerTurn() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const flush = (res as Response & { flush?: () => void }).flush;
    if (typeof flush === "function") {
      let asked = false;
      (res as Response & { flush: () => void }).flush = () => {
        if (asked) return;
        asked = true;
        setImmediate(() => {
          asked = false;
          // After `end`, everything has left with the last block.
          if (!res.writableEnded) flush.call(res);
        });
      };
    }
    next();
  };
}
