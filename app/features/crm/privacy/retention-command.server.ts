import { parseArgs } from "node:util";
import { retentionSettings } from "~/features/privacy/index.server";
import type { Database } from "~/server/db/db.server";
import { runRetention } from "./retention.server";

/**
 * `npm run retention -- [--now 2029-12-01] [--dry-run]`: the worker's daily retention round, run by
 * hand (on demo data, to see it act without waiting years). `--now` pretends the clock says so;
 * `--dry-run` runs the round inside a transaction that is rolled back, so it reports exactly what
 * the round would do and writes nothing.
 */

export const RETENTION_USAGE = "Usage: npm run retention -- [--now 2029-12-01] [--dry-run]";

export class RetentionArgsError extends Error {}

/** The command's arguments: the clock to pretend (default: now) and whether to write. */
export function parseRetentionArgs(args: string[], clock = new Date()) {
  let values: { now?: string; "dry-run"?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        now: { type: "string" },
        "dry-run": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    throw new RetentionArgsError(`${(err as Error).message}\n${RETENTION_USAGE}`);
  }
  const now = values.now === undefined ? clock : new Date(values.now);
  if (Number.isNaN(now.getTime()))
    throw new RetentionArgsError(
      `--now must be a date such as 2029-12-01 or 2029-12-01T09:00:00+05:30.\n${RETENTION_USAGE}`,
    );
  return { now, dryRun: values["dry-run"] === true, help: values.help === true };
}

/** Thrown to roll a dry run back, carrying what the round reported. */
class DryRun extends Error {
  constructor(readonly report: Awaited<ReturnType<typeof runRetention>>) {
    super("retention dry run rolled back");
  }
}

/** Runs the round as of `now` (or only reports it) and returns the lines the command prints. */
export async function retentionByHand(
  db: Database,
  { now, dryRun }: { now: Date; dryRun: boolean },
  clock = new Date(),
) {
  const settings = await retentionSettings(db);
  let report: Awaited<ReturnType<typeof runRetention>>;
  if (dryRun) {
    try {
      await db.transaction(async (tx) => {
        throw new DryRun(await runRetention(tx, now, settings, { recordedAt: clock }));
      });
      throw new Error("a dry run must roll back");
    } catch (err) {
      if (!(err instanceof DryRun)) throw err;
      report = err.report;
    }
  } else report = await runRetention(db, now, settings, { recordedAt: clock });
  const row = (label: string, n: number) => `${`${label}:`.padEnd(31)}${n}`;
  const lines = [
    `Retention round as of ${now.toISOString()}${dryRun ? " (dry run: nothing was written)" : ""}`,
    `Rules: ${settings.inactiveYears} years without activity, notice ${settings.noticeHours} hours before, unverified numbers after ${settings.unverifiedDays} days`,
    row("Notices queued", report.noticed),
    row("Erasures called off", report.cancelled),
    row("Contacts erased", report.erased),
    row("Started forms purged", report.purged),
    row("Paid payments kept for tax", report.keptForTax),
    row("Untold (kept, no notice)", report.untold),
  ];
  if (!dryRun && report.noticed > 0)
    lines.push("The notices go out when the worker runs (npm start), from the outbox.");
  return { report, lines };
}
