import type { Database } from "./db/db.server";
import { logger } from "./logger.server";
import { purgeExpiredCounters } from "./rate-limit-counters.server";

/** Clean-up the worker runs now and then, so no visitor's request ever waits for it. */
export type MaintenanceTask = { name: string; run: (db: Database, now: Date) => Promise<void> };

export const COUNTERS_PURGE_TASK: MaintenanceTask = {
  name: "rate limit counters purge",
  run: purgeExpiredCounters,
};

/**
 * Runs every task once per period (the first run a little after start, so it never competes with
 * start-up), one after another; a failure is logged and the next round tries again. stop() waits
 * for a round in progress.
 */
export function startMaintenance(db: Database, tasks: readonly MaintenanceTask[], periodMs = 10 * 60_000) {
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  const runAll = async () => {
    for (const task of tasks) {
      if (stopped) return;
      try {
        await task.run(db, new Date());
      } catch (err) {
        logger.warn({ err, task: task.name }, "maintenance task failed; it runs again next round");
      }
    }
  };
  const tick = () => {
    round = runAll();
  };
  const first = setTimeout(tick, Math.min(periodMs, 30_000));
  const timer = setInterval(tick, periodMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await round;
    },
  };
}
