import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifiedPurpose } from "~/features/leads";
import { createProofCookie } from "~/features/verification/index.server";
import { setConfigForTests } from "~/server/config.server";
import { loader } from "~/routes/api.v1.destinations.$slug.itineraries.$itineraryId.daily-plan";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import { LOCKED_MESSAGE, NOT_FOUND_MESSAGE, dailyPlanAccess } from "./daily-plan-api.server";
import { getAllDestinations } from "./destinations.server";

const kenya = getAllDestinations()[0];
const itinerary = kenya.itineraries[0];

// Opening a plan is recorded on the visitor's timeline: the database is there, as in production.
setUpTestDatabase();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

function call(params: Record<string, string>, cookie?: string) {
  const request = new Request(
    `http://127.0.0.1:3000/api/v1/destinations/${params.slug}/itineraries/${params.itineraryId}/daily-plan`,
    {
      headers: cookie ? { cookie } : {},
    },
  );
  return loader({ request, params, context: {} as never, unstable_pattern: "" } as unknown as Parameters<
    typeof loader
  >[0]);
}

const cookieFor = (purpose: VerifiedPurpose, now = Date.now()) =>
  createProofCookie(purpose, "+919876543210", now).split(";")[0];

const DAY_MS = 24 * 60 * 60 * 1000;

describe("GET daily plan", () => {
  it("is 403 with a message a visitor can act on without a verified phone", async () => {
    const response = await call({ slug: "kenya", itineraryId: itinerary.id });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { title: "Plan locked", description: LOCKED_MESSAGE } });
    expect(LOCKED_MESSAGE).toMatch(/Verify your phone number/);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
  });

  it("is 403 for a forged proof", async () => {
    const forged = cookieFor("itinerary_unlock").replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await call({ slug: "kenya", itineraryId: itinerary.id }, forged)).status).toBe(403);
  });

  it("is 403 for a proof whose phone is another's (the signed body changed)", async () => {
    const [name, signed] = cookieFor("itinerary_unlock").split("=");
    const [body, signature] = signed.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, ph: "+919000000000" })).toString("base64url");
    const cookie = `${name}=${altered}.${signature}`;
    expect((await call({ slug: "kenya", itineraryId: itinerary.id }, cookie)).status).toBe(403);
  });

  it("is 403 for an expired proof (verified more than 24 hours ago)", async () => {
    const expired = cookieFor("itinerary_unlock", Date.now() - DAY_MS - 60_000);
    expect((await call({ slug: "kenya", itineraryId: itinerary.id }, expired)).status).toBe(403);
  });

  it.each(["itinerary_unlock", "booking", "priority_access", "quiz"] as const)(
    "returns the plan with a %s proof",
    async (purpose) => {
      const response = await call({ slug: "kenya", itineraryId: itinerary.id }, cookieFor(purpose));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { dailyPlan: { day: number; description: string }[] };
      expect(body.dailyPlan).toHaveLength(itinerary.dailyPlan.length);
      expect(body.dailyPlan[0].description).toBe(itinerary.dailyPlan[0].description);
    },
  );

  it("opens every itinerary of every destination with one proof", async () => {
    const cookie = cookieFor("itinerary_unlock");
    for (const destination of getAllDestinations().slice(0, 3))
      for (const { id } of destination.itineraries)
        expect((await call({ slug: destination.slug, itineraryId: id }, cookie)).status).toBe(200);
  });

  it("does not unlock with a proof for another purpose (callback)", async () => {
    expect((await call({ slug: "kenya", itineraryId: itinerary.id }, cookieFor("callback"))).status).toBe(
      403,
    );
  });

  it.each([
    { slug: "atlantis", itineraryId: itinerary.id },
    { slug: "kenya", itineraryId: "no-such-trip" },
    { slug: "Kenya!", itineraryId: "../../etc" },
    // A NUL byte (an encoded %00) is matched against the known ids, never looked up anywhere else.
    { slug: "kenya\u0000", itineraryId: itinerary.id },
    { slug: "kenya", itineraryId: `${itinerary.id}\u0000` },
  ])("is 404 for an unknown destination or itinerary (%o)", async (params) => {
    const response = await call(params, cookieFor("itinerary_unlock"));
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { title: string; description: string } };
    expect(body.error).toEqual({ title: "Itinerary not found", description: NOT_FOUND_MESSAGE });
  });
});

describe("whether this browser may read the plans (always 200)", () => {
  const ask = (cookie?: string) =>
    dailyPlanAccess(
      new Request("http://127.0.0.1:3000/api/v1/itinerary-unlock/proof", {
        headers: cookie ? { cookie } : {},
      }),
    );

  it("says not verified without a proof, or with a forged, expired or non-opening one", async () => {
    for (const cookie of [
      undefined,
      cookieFor("quiz").replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      cookieFor("booking", Date.now() - DAY_MS - 60_000),
      cookieFor("callback"),
    ]) {
      const response = ask(cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ verified: false });
    }
  });

  it("says verified for any proof that opens the plans, with the number's last digits", async () => {
    const response = ask(cookieFor("quiz"));
    expect(await response.json()).toMatchObject({ verified: true, phoneEnding: "3210" });
  });
});
