import { describe, expect, it } from "vitest";
import { versionReader } from "./page-cache";

/** A read whose answer the test gives, in the order reads were started. */
function controlledReads() {
  const pending: { resolve: (v: number) => void }[] = [];
  let value = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      // The version as of the moment the read starts.
      const at = value;
      pending.push({ resolve: () => resolve(at) });
    });
  return { read, pending, set: (v: number) => (value = v) };
}

describe("the page cache's version reads", () => {
  it("never answers a request with a read that started before it arrived", async () => {
    const db = controlledReads();
    const readVersion = versionReader(db.read);
    const first = readVersion();
    expect(db.pending).toHaveLength(1);
    // A change is committed while the first read is in flight; a request arrives after it.
    db.set(1);
    const second = readVersion();
    const third = readVersion();
    // Not sharing the read in flight: one more read, once that one is over, for both.
    expect(db.pending).toHaveLength(1);
    db.pending[0]!.resolve(0);
    expect(await first).toBe(0);
    await expect.poll(() => db.pending.length).toBe(2);
    db.pending[1]!.resolve(1);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it("keeps one read in flight: a failed read does not stop the next", async () => {
    let calls = 0;
    const readVersion = versionReader(async () => {
      calls++;
      if (calls === 1) throw new Error("connection lost");
      return 7;
    });
    await expect(readVersion()).rejects.toThrow("connection lost");
    expect(await readVersion()).toBe(7);
  });
});
