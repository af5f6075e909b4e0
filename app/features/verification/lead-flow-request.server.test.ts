import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { setConfigForTests } from "~/server/config.server";
import { useTestConfig } from "../../../tests/helpers/verification";
import { provenVerifiedAt, readCode, readFlowFields } from "./lead-flow-request.server";
import { createProofCookie } from "./verification-proof.server";

beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const badRequest = { title: "Request Failed", description: "Send your name and mobile." };
const flow = {
  schema: z.object({ name: z.string("Tell us your name"), phone: z.string("Tell us your mobile") }),
  issueText: (issues: { issues: readonly { path: readonly PropertyKey[] }[] }) => ({
    field: String(issues.issues[0]?.path[0] ?? ""),
    title: "Check this field",
  }),
};
const post = (body: string, cookie?: string) =>
  new Request("http://127.0.0.1:3000/api/v1/callback/submissions", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body,
  });
const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json()) });

describe("readFlowFields", () => {
  it("answers a body that is not a JSON object with the flow's bad-request words", async () => {
    const read = await readFlowFields(post("[1, 2]"), flow, badRequest);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(await errorOf(read.response)).toEqual({ status: 400, error: badRequest });
  });

  it("names the first failed field with the flow's title and the schema's message", async () => {
    const read = await readFlowFields(post(JSON.stringify({ name: "Asha" })), flow, badRequest);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(await errorOf(read.response)).toEqual({
      status: 400,
      error: { title: "Check this field", description: "Tell us your mobile", field: "phone" },
    });
  });

  it("keeps the browser's id for its form fill in lower case, and ignores one that is not a UUID", async () => {
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    const given = await readFlowFields(
      post(JSON.stringify({ name: "Asha", phone: "+919812345678", submissionId: id })),
      flow,
      badRequest,
    );
    expect(given).toMatchObject({ ok: true, givenId: id.toLowerCase(), fields: { name: "Asha" } });
    const notAnId = await readFlowFields(
      post(JSON.stringify({ name: "Asha", phone: "+919812345678", submissionId: "1; DROP TABLE" })),
      flow,
      badRequest,
    );
    expect(notAnId).toMatchObject({ ok: true, givenId: undefined });
  });
});

describe("readCode", () => {
  const incomplete = { title: "Invalid OTP", description: "Enter all six digits" };

  it("takes six digits", () => {
    expect(readCode({ code: "042917" }, incomplete)).toEqual({ ok: true, code: "042917" });
  });

  it.each([["12345"], ["1234567"], ["12345a"], [123456], [undefined]])(
    "answers %j with a 400 on the code field",
    async (code) => {
      const read = readCode({ code }, incomplete);
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(await errorOf(read.response)).toEqual({ status: 400, error: { ...incomplete, field: "code" } });
    },
  );
});

describe("provenVerifiedAt", () => {
  const phone = "+919812345678";
  const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
  const withProof = (cookie: string) => post("{}", cookie);

  it("is when the proof was made, for the same phone and a purpose that skips the code", () => {
    const madeAt = Date.UTC(2026, 10, 27, 9, 30, 0);
    const cookie = cookieOf(createProofCookie("callback", phone, madeAt));
    const now = new Date(madeAt + 3600_000);
    expect(provenVerifiedAt(withProof(cookie), "callback", phone, now)).toEqual(new Date(madeAt));
  });

  it("is null for another phone, another purpose's proof, or a proof that has run out", () => {
    const madeAt = Date.now();
    const cookie = cookieOf(createProofCookie("callback", phone, madeAt));
    const now = new Date(madeAt);
    expect(provenVerifiedAt(withProof(cookie), "callback", "+919800000000", now)).toBeNull();
    expect(provenVerifiedAt(withProof(cookie), "priority_access", phone, now)).toBeNull();
    const dayLater = new Date(madeAt + 24 * 3600_000 + 1000);
    expect(provenVerifiedAt(withProof(cookie), "callback", phone, dayLater)).toBeNull();
  });

  it("is null for a purpose whose verified phone does not skip the code, even with its own proof", () => {
    // The quiz's promo code is made by a code's check, so its proof never stands in for one.
    const cookie = cookieOf(createProofCookie("quiz", phone));
    expect(provenVerifiedAt(withProof(cookie), "quiz", phone, new Date())).toBeNull();
  });
});
