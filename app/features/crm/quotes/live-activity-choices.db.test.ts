import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setActivityProvidersForTests } from "~/features/activities/index.server";
import { setConfigForTests } from "~/server/config.server";
import { startFakeViator, type FakeViator } from "../../../../tests/fakes/viator";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { useTestConfig } from "../../../../tests/helpers/verification";
import * as choicesRoute from "../../../routes/api.v1.console.quotes.activity-choices";

/**
 * An activity line can come from the live provider: the builder's search answers the provider's
 * experiences at its own price and currency (the rate table converts them when totalled).
 */
const t = setUpTestDatabase();
const { call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
let fake: FakeViator;
beforeAll(async () => {
  fake = await startFakeViator({ apiKey: "viator-key" });
});
afterAll(async () => {
  await fake.stop();
  setConfigForTests(undefined);
  setActivityProvidersForTests({});
});

const search = (q: string) =>
  call(choicesRoute, "partner", "GET", `/api/v1/console/quotes/activity-choices?q=${encodeURIComponent(q)}`);

describe("the builder's live activity search", () => {
  it("answers the provider's experiences in the provider's currency", async () => {
    useTestConfig({
      ACTIVITIES_SEARCH: "viator",
      VIATOR_API_KEY: "viator-key",
      VIATOR_BASE_URL: fake.url,
      ACTIVITIES_TIMEOUT_MS: "2000",
    });
    setActivityProvidersForTests({});
    const found = await search("kyoto");
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toMatchObject({ provider: "viator", ok: true });
    const choices = found.body.choices as { code: string; source: string; price: unknown }[];
    expect(choices.map((c) => c.code)).toEqual(["2280KYOTO", "9999MINIMAL"]);
    expect(choices.every((c) => c.source === "viator")).toBe(true);
    // The provider's own price and currency: $45 a person, not rupees.
    expect(choices[0]!.price).toEqual({ minor: 4500, currency: "USD" });
  });

  it("says so when no provider is set up, and refuses a term too short to search", async () => {
    useTestConfig();
    setActivityProvidersForTests({});
    const none = await search("balloon");
    expect(none.body).toMatchObject({ provider: null, ok: false, choices: [] });
    const short = await search("a");
    expect(short.status).toBe(400);
    expect(short.body.error?.field).toBe("q");
  });
});
