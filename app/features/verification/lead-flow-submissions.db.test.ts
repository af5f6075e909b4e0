import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadSubmissions } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  correctPendingDetails,
  findSubmission,
  isLiveCode,
  loadSubmission,
  submissionExists,
} from "./lead-flow-submissions.server";

const testDb = setUpTestDatabase();

async function stored(purpose: "callback" | "quiz", verifiedAt: Date | null = null) {
  const id = crypto.randomUUID();
  await testDb.db.insert(leadSubmissions).values({
    id,
    purpose,
    name: "Asha",
    phone: "+919812345678",
    email: null,
    data: { preferredTime: "ASAP" },
    verifiedAt,
    createdAt: new Date(),
  });
  return id;
}

describe("findSubmission", () => {
  it("reads a submission of this purpose by its id, in any letter case", async () => {
    const id = await stored("callback");
    const found = await findSubmission(testDb.db, "callback", id.toUpperCase());
    expect(found).toMatchObject({ id, purpose: "callback", phone: "+919812345678", verifiedAt: null });
    expect(found!.createdAt).toBeInstanceOf(Date);
  });

  it("finds nothing for another flow's submission, a missing id, or one that is not a UUID", async () => {
    const id = await stored("quiz");
    expect(await findSubmission(testDb.db, "callback", id)).toBeNull();
    expect(await findSubmission(testDb.db, "callback", undefined)).toBeNull();
    expect(await findSubmission(testDb.db, "callback", "' OR 1=1 --")).toBeNull();
    expect(await submissionExists(testDb.db, id)).toBe(true);
    expect(await submissionExists(testDb.db, crypto.randomUUID())).toBe(false);
  });

  it("a database failure on load is a 503 in the step's words", async () => {
    const failing = { db: { execute: () => Promise.reject(new Error("down")) } as never };
    const failure = { title: "Verification Failed", description: "Failed to verify OTP." };
    const loaded = await loadSubmission(failing, "callback", crypto.randomUUID(), failure);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.response.status).toBe(503);
    expect(await loaded.response.json()).toEqual({ error: failure });
  });
});

describe("correctPendingDetails", () => {
  const corrected = { name: "Asha Rao", email: "asha@example.test", data: { preferredTime: "Evening" } };
  const read = async (id: string) =>
    (await testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id)))[0]!;

  it("corrects a pending submission's details", async () => {
    const id = await stored("callback");
    await correctPendingDetails(testDb.db, id, corrected);
    expect(await read(id)).toMatchObject(corrected);
  });

  it("leaves a verified submission as it was verified", async () => {
    const id = await stored("callback", new Date());
    await correctPendingDetails(testDb.db, id, corrected);
    expect(await read(id)).toMatchObject({ name: "Asha", email: null, data: { preferredTime: "ASAP" } });
  });
});

describe("isLiveCode", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const live = { status: "active", expiresAt: new Date(now.getTime() + 1000), attempts: 2, maxAttempts: 5 };

  it("is live while active, in its time and with tries left", () => {
    expect(isLiveCode(live, now)).toBe(true);
    expect(isLiveCode(null, now)).toBe(false);
    expect(isLiveCode({ ...live, status: "send_failed" }, now)).toBe(false);
    expect(isLiveCode({ ...live, expiresAt: now }, now)).toBe(false);
    expect(isLiveCode({ ...live, attempts: 5 }, now)).toBe(false);
  });
});
