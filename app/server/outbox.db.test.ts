import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { outbox } from "./db/schema.server";
import { backoffMs, claimOutboxJobs, enqueueOutbox, runOutboxOnce, startOutboxWorker } from "./outbox.server";

const t = setUpTestDatabase();

afterEach(async () => {
  await t.db.delete(outbox);
});

describe("outbox", () => {
  it("runs a due job once and marks it done", async () => {
    const seen: unknown[] = [];
    const handlers = {
      "test.ok": async (payload: Record<string, unknown>) => {
        seen.push(payload);
      },
    };
    const id = await enqueueOutbox(t.db, "test.ok", { n: 1 });
    const outcomes = await runOutboxOnce(t.db, handlers, "w1");
    expect(outcomes).toEqual([{ id, kind: "test.ok", outcome: "done" }]);
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.status).toBe("done");
    expect(row!.attempts).toBe(1);
    expect(row!.doneAt).toBeInstanceOf(Date);
    // Nothing left to do.
    expect(await runOutboxOnce(t.db, handlers, "w1")).toEqual([]);
  });

  it("retries a failing job later with back-off, keeping the error", async () => {
    const handlers = {
      "test.flaky": async () => {
        throw new Error("SMTP down");
      },
    };
    const id = await enqueueOutbox(t.db, "test.flaky", {});
    const before = Date.now();
    expect((await runOutboxOnce(t.db, handlers, "w1"))[0]!.outcome).toBe("retry");
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.status).toBe("pending");
    expect(row!.lastError).toBe("SMTP down");
    expect(row!.runAt.getTime()).toBeGreaterThanOrEqual(before + 4000);
    // Not due yet, so not claimed again.
    expect(await runOutboxOnce(t.db, handlers, "w1")).toEqual([]);
  });

  it("marks a job dead after its last attempt", async () => {
    const handlers = {
      "test.broken": async () => {
        throw new Error("bad address");
      },
    };
    const id = await enqueueOutbox(t.db, "test.broken", {}, { maxAttempts: 2 });
    expect((await runOutboxOnce(t.db, handlers, "w1"))[0]!.outcome).toBe("retry");
    await t.db
      .update(outbox)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
    expect((await runOutboxOnce(t.db, handlers, "w1"))[0]!.outcome).toBe("dead");
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.status).toBe("dead");
    expect(row!.attempts).toBe(2);
    await t.db
      .update(outbox)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
    expect(await runOutboxOnce(t.db, handlers, "w1")).toEqual([]);
  });

  it("keeps a failure's reason but not the personal values a failed statement quotes", async () => {
    const handlers = {
      "test.leaky": async () => {
        throw new Error("Failed query: insert into contacts values ($1, $2)\nparams: +919812345678,Asha Rao");
      },
    };
    const id = await enqueueOutbox(t.db, "test.leaky", {});
    await runOutboxOnce(t.db, handlers, "w1");
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.lastError).toContain("Failed query");
    expect(row!.lastError).not.toContain("9812345678");
    expect(row!.lastError).not.toContain("Asha");
  });

  it("a job of an unknown kind is retried, not lost", async () => {
    await enqueueOutbox(t.db, "test.nobody-handles-this", {});
    const [outcome] = await runOutboxOnce(t.db, { "test.ok": async () => {} }, "w1");
    expect(outcome!.outcome).toBe("retry");
  });

  it("two workers never take the same job", async () => {
    for (let i = 0; i < 40; i++) await enqueueOutbox(t.db, "test.ok", { i });
    // On PostgreSQL the second worker uses its own connection pool, as a second app process would.
    const second = await t.openSecondPool();
    const otherDb = second?.db ?? t.db;
    try {
      const [a, b] = await Promise.all([
        (async () => {
          const got: string[] = [];
          for (let r = 0; r < 6; r++) got.push(...(await claimOutboxJobs(t.db, "A", 5)).map((j) => j.id));
          return got;
        })(),
        (async () => {
          const got: string[] = [];
          for (let r = 0; r < 6; r++) got.push(...(await claimOutboxJobs(otherDb, "B", 5)).map((j) => j.id));
          return got;
        })(),
      ]);
      const all = [...a, ...b];
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBe(40);
      const rows = await t.db.select().from(outbox);
      expect(rows.every((r) => r.status === "processing" && r.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
    }
  });

  it("takes back a job a crashed worker left, with the due ones, oldest first and no more than asked", async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const [crashed] = await t.db
      .insert(outbox)
      .values({
        kind: "test.ok",
        payload: {},
        status: "processing",
        lockedAt: minutesAgo(10),
        lockedBy: "gone",
        attempts: 1,
        runAt: minutesAgo(12),
        createdAt: minutesAgo(12),
      })
      .returning();
    const [working] = await t.db
      .insert(outbox)
      .values({
        kind: "test.ok",
        payload: {},
        status: "processing",
        lockedAt: minutesAgo(1),
        lockedBy: "alive",
        attempts: 1,
        runAt: minutesAgo(11),
        createdAt: minutesAgo(11),
      })
      .returning();
    const due = [];
    for (let i = 0; i < 3; i++)
      due.push(await enqueueOutbox(t.db, "test.ok", { i }, { runAt: minutesAgo(3 - i) }));
    const later = await enqueueOutbox(t.db, "test.ok", {}, { runAt: new Date(Date.now() + 60_000) });

    const first = await claimOutboxJobs(t.db, "w1", 3);
    expect(first.map((j) => j.id)).toEqual([crashed!.id, due[0], due[1]]);
    expect(first[0]).toMatchObject({ lockedBy: "w1", attempts: 2 });
    const second = await claimOutboxJobs(t.db, "w1", 3);
    expect(second.map((j) => j.id)).toEqual([due[2]]);
    // A worker still within its lock keeps its job; a job not yet due waits.
    const rows = await t.db.select().from(outbox);
    expect(rows.find((r) => r.id === working!.id)).toMatchObject({ lockedBy: "alive", attempts: 1 });
    expect(rows.find((r) => r.id === later)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("stopping lets the job running finish and hands the batch's others back, their attempt not counted", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await enqueueOutbox(t.db, "test.slow", { i }));
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const seen: unknown[] = [];
    const handlers = {
      "test.slow": async (payload: Record<string, unknown>) => {
        seen.push(payload.i);
        started();
        await running;
      },
    };
    const worker = startOutboxWorker(t.db, handlers, { pollMs: 60_000, workerId: "w-stop" });
    await firstStarted;
    const stopped = worker.stop();
    release();
    await stopped;
    // Jobs due at the same moment may be claimed in any order: whichever ran is done, the rest wait.
    expect(seen).toHaveLength(1);
    const ran = ids[seen[0] as number]!;
    const others = ids.filter((id) => id !== ran);
    const rows = await t.db.select().from(outbox);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ran)).toMatchObject({ status: "done", attempts: 1 });
    for (const id of others) {
      expect(byId.get(id)).toMatchObject({ status: "pending", attempts: 0, lockedAt: null, lockedBy: null });
    }
    // Due at once for the next worker.
    const next = await runOutboxOnce(t.db, handlers, "w-next");
    expect(next.map((o) => o.id).sort()).toEqual(others.sort());
    expect(next.every((o) => o.outcome === "done")).toBe(true);
  });

  it("a worker between polls runs a job this process writes without waiting for the next poll", async () => {
    const seen: number[] = [];
    const handlers = {
      "test.ok": async (payload: Record<string, unknown>) => {
        seen.push(payload.n as number);
      },
    };
    await enqueueOutbox(t.db, "test.ok", { n: 1 });
    const worker = startOutboxWorker(t.db, handlers, { pollMs: 600_000, workerId: "w-wake" });
    try {
      await vi.waitFor(() => expect(seen).toEqual([1]), { timeout: 10_000 });
      // The first drain is over and the next poll is ten minutes away.
      await worker.drained();
      await enqueueOutbox(t.db, "test.ok", { n: 2 });
      await vi.waitFor(() => expect(seen).toEqual([1, 2]), { timeout: 10_000 });
      await worker.drained();
      // A job due later is not run early: the drain a job due now wakes runs that one alone.
      await enqueueOutbox(t.db, "test.ok", { n: 3 }, { runAt: new Date(Date.now() + 3_600_000) });
      await enqueueOutbox(t.db, "test.ok", { n: 4 });
      await vi.waitFor(() => expect(seen).toEqual([1, 2, 4]), { timeout: 10_000 });
      await worker.drained();
      expect(seen).toEqual([1, 2, 4]);
    } finally {
      await worker.stop();
    }
    const rows = await t.db.select().from(outbox);
    expect(rows.map((r) => r.status).sort()).toEqual(["done", "done", "done", "pending"]);
  });

  it("backs off exponentially and caps at an hour", () => {
    const mid = () => 0.5;
    expect(backoffMs(1, mid)).toBe(5000);
    expect(backoffMs(2, mid)).toBe(10000);
    expect(backoffMs(5, mid)).toBe(80000);
    expect(backoffMs(30, mid)).toBe(3600000);
  });
});
