import type { NextFunction, Request, Response } from "express";

/**
 * Form posts take turns while visitors are reading pages.
 *
 * A page costs the server well under a millisecond; a form post (a lead started, a code checked)
 * several, in a dozen short steps between database round trips. One event loop runs both, so with
 * 25 posts in flight every page waits behind their steps at each of its own: during a flood of code
 * requests the pages' p95 went from 5 ms to 140 ms, for a campaign day's readers and for anyone
 * trying to drown the site in form posts alike. Limiting how many posts run at once while pages are
 * being read puts the readers first; the posts queue here (a socket and a closure each, no body
 * read, nothing counted, nothing written) and run in arrival order.
 *
 * - **Only while someone reads.** With no page asked for in the last `readersWindowMs`, posts run
 *   `idleTurns` at once (the database pool's size): a burst of posts with nobody reading goes as fast
 *   as the database allows.
 * - **A turn is about CPU, not about waiting.** A post that keeps its turn longer than `maxHoldMs`
 *   (an activity booking waiting on its supplier) gives it back and goes on running, so one slow
 *   post never holds the queue.
 * - **Bounded.** Beyond `maxWaiting` queued posts, the next is answered 503 at once with a
 *   Retry-After, before its body is read: nothing was sent, counted or written, and the form says so.
 */
export type WriteTurnsOptions = {
  /** Posts running at once while pages are being read. */
  busyTurns: number;
  /** Posts running at once when nobody has read a page lately. */
  idleTurns: number;
  readersWindowMs: number;
  maxHoldMs: number;
  maxWaiting: number;
  now?: () => number;
};

export const WRITE_TURNS_DEFAULTS = {
  busyTurns: 1,
  readersWindowMs: 1000,
  // A post's own work is a few milliseconds; one that takes longer is waiting on something else.
  maxHoldMs: 100,
  maxWaiting: 2000,
} as const;

export const BUSY_TEXT = {
  title: "Service Unavailable",
  description: "The site is very busy this minute. Nothing was sent: please try again in a few seconds.",
} as const;

export function writeTurns(options: WriteTurnsOptions) {
  const now = options.now ?? (() => performance.now());
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let running = 0;
  const waiting: Array<() => void> = [];

  const turnsNow = () =>
    now() - lastReadAt < options.readersWindowMs ? options.busyTurns : options.idleTurns;

  /** Starts queued posts while turns are free. */
  const pump = () => {
    while (waiting.length > 0 && running < turnsNow()) {
      running++;
      waiting.shift()!();
    }
  };

  /** Runs `start` in a turn: now if one is free, else when one is. */
  const take = (start: (giveBack: () => void) => void) => {
    const go = () => {
      let given = false;
      const giveBack = () => {
        if (given) return;
        given = true;
        clearTimeout(timer);
        running--;
        pump();
      };
      const timer = setTimeout(giveBack, options.maxHoldMs);
      timer.unref?.();
      start(giveBack);
    };
    if (waiting.length === 0 && running < turnsNow()) {
      running++;
      go();
    } else waiting.push(go);
  };

  return {
    /** A page, a file or an API read was asked for: posts take turns for the next window. */
    noteReader() {
      lastReadAt = now();
    },
    /** Express middleware for the posts `isWrite` names; everything else passes untouched. */
    middleware(isWrite: (req: Request, res: Response) => boolean) {
      return (req: Request, res: Response, next: NextFunction) => {
        if (!isWrite(req, res)) return next();
        if (waiting.length >= options.maxWaiting) {
          res.setHeader("Retry-After", "5");
          res.setHeader("Cache-Control", "no-store");
          res.status(503).json({ error: BUSY_TEXT });
          return;
        }
        take((giveBack) => {
          // A client that went away while queued costs nothing more.
          if (res.writableEnded || req.socket.destroyed) return giveBack();
          res.once("close", giveBack);
          next();
        });
      };
    },
    /** For the metrics and the tests: posts running and queued now. */
    stats: () => ({ running, waiting: waiting.length }),
  };
}
