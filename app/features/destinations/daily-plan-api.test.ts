import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifiedPurpose } from "~/features/leads";
import { createProofCookie } from "~/features/verification/index.server";
import { parseConfig, setConfigForTests } from "~/server/config.server";
import { loader } from "~/routes/api.v1.destinations.$slug.itineraries.$itineraryId.daily-plan";
import { LOCKED_MESSAGE } from "./daily-plan-api.server";
import { getAllDestinations } from "./destinations.server";

const kenya = getAllDestinations()[0];
const itinerary = kenya.itineraries[0];

beforeAll(() => {
  setConfigForTests(
    parseConfig({
      NODE_ENV: "test",
      SESSION_SECRET: "s".repeat(40),
      CODE_HMAC_KEY: "k".repeat(40),
      SITE_URL: "http://127.0.0.1:3000",
    }),
  );
});
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

const cookieFor = (purpose: VerifiedPurpose) => createProofCookie(purpose, "+919876543210").split(";")[0];

describe("GET daily plan", () => {
  it("is 401 with a message for a visitor without a verified phone", async () => {
    const response = await call({ slug: "kenya", itineraryId: itinerary.id });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: LOCKED_MESSAGE });
    expect(response.headers.get("Cache-Control")).toContain("no-store");
  });

  it("is 401 for a forged proof", async () => {
    const forged = cookieFor("itinerary_unlock").replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await call({ slug: "kenya", itineraryId: itinerary.id }, forged)).status).toBe(401);
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

  it("does not unlock with a proof for another purpose (callback)", async () => {
    expect((await call({ slug: "kenya", itineraryId: itinerary.id }, cookieFor("callback"))).status).toBe(
      401,
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
    expect(((await response.json()) as { error: string }).error).toMatch(/couldn't find that itinerary/);
  });
});
