import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaDay, addIndiaDays } from "~/lib/india-time";
import { getConfig } from "~/server/config.server";
import { auditLog, exchangeRates } from "~/server/db/schema.server";
import { inrRateFor } from "~/server/exchange-rates.server";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import * as ratesRoute from "../../../routes/api.v1.console.settings.exchange-rates";
import { loadConsoleTab } from "../shell/console-tabs.server";

/**
 * Exchange rates are set by admins only, read as typed (never through floating point), dated, kept
 * as history and audited; a partner is refused and bad input is a 400 that says what to fix.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner" });
const put = (who: "admin" | "partner" | "anonymous", body: unknown) =>
  call(ratesRoute, who, "PUT", "/api/v1/console/settings/exchange-rates", body);

describe("setting exchange rates", () => {
  it("lets an admin set a dated rate, keeps the previous one as history, and audits it", async () => {
    const first = await put("admin", { currency: "eur", inrPerUnit: "90.50", asOf: "2026-11-20" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.rate).toMatchObject({
      currency: "EUR",
      inrPerUnitMicros: 90_500_000,
      asOf: "2026-11-20",
      setByEmail: users.admin.email,
    });
    expect(await inrRateFor(t.db, "EUR")).toEqual({
      currency: "EUR",
      inrPerUnitMicros: 90_500_000,
      asOf: "2026-11-20",
    });

    const today = indiaDay();
    expect((await put("admin", { currency: "EUR", inrPerUnit: "91.2", asOf: today })).status).toBe(200);
    expect(await inrRateFor(t.db, "EUR")).toEqual({
      currency: "EUR",
      inrPerUnitMicros: 91_200_000,
      asOf: today,
    });
    // A correction entered now for an earlier day is history; today's rate stays in force.
    expect((await put("admin", { currency: "EUR", inrPerUnit: "90.1", asOf: "2026-11-19" })).status).toBe(
      200,
    );
    expect((await inrRateFor(t.db, "EUR"))?.inrPerUnitMicros).toBe(91_200_000);
    const history = await t.db.select().from(exchangeRates).where(eq(exchangeRates.currency, "EUR"));
    expect(history.map((r) => r.inrPerUnitMicros).sort()).toEqual([90_100_000, 90_500_000, 91_200_000]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "exchange_rate_set"), eq(auditLog.targetId, "EUR")));
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({ actorUserId: users.admin.id, actorEmail: users.admin.email });

    const tab = await loadConsoleTab(t.db, "rates", {
      user: { ...users.admin, role: "admin" } as never,
      searchParams: new URLSearchParams(),
    });
    expect(tab).toMatchObject({ tab: "rates" });
    const rates = (
      tab as { rates: { currency: string; inrPerUnitMicros: number; setByEmail: string | null }[] }
    ).rates;
    // The USD seed from USD_INR_RATE is there beside the admin's EUR.
    expect(rates.map((r) => r.currency)).toEqual(["EUR", "USD"]);
    expect(rates[1]).toMatchObject({
      inrPerUnitMicros: Math.round(getConfig().USD_INR_RATE * 1_000_000),
      setByEmail: null,
    });
  });

  it("refuses a partner (403) and a visitor without a session, and writes nothing", async () => {
    const before = (await t.db.select().from(exchangeRates)).length;
    const partner = await put("partner", { currency: "GBP", inrPerUnit: "110", asOf: "2026-11-20" });
    expect(partner.status).toBe(403);
    const anonymous = await put("anonymous", { currency: "GBP", inrPerUnit: "110", asOf: "2026-11-20" });
    expect([401, 403]).toContain(anonymous.status);
    expect((await t.db.select().from(exchangeRates)).length).toBe(before);
    await expect(
      loadConsoleTab(t.db, "rates", {
        user: { ...users.partner, role: "partner" } as never,
        searchParams: new URLSearchParams(),
      }),
    ).rejects.toBeTruthy();
  });

  it.each([
    [{ currency: "EURO", inrPerUnit: "90.5", asOf: "2026-11-20" }, "currency", "three-letter ISO code"],
    [{ currency: "INR", inrPerUnit: "1", asOf: "2026-11-20" }, "currency", "need no rate"],
    [{ currency: "EUR", inrPerUnit: "90,50", asOf: "2026-11-20" }, "inrPerUnit", "such as 90.50"],
    [{ currency: "EUR", inrPerUnit: "0", asOf: "2026-11-20" }, "inrPerUnit", "above 0"],
    [{ currency: "EUR", inrPerUnit: "-3", asOf: "2026-11-20" }, "inrPerUnit", "above 0"],
    [{ currency: "EUR", inrPerUnit: "9050", asOf: "2026-11-20" }, "inrPerUnit", "check the figure"],
    [{ currency: "EUR", inrPerUnit: "90.5", asOf: "2026-02-30" }, "asOf", "real day"],
    [{ currency: "EUR", inrPerUnit: "90.5", asOf: addIndiaDays(indiaDay(), 2) }, "asOf", "future"],
    [{ currency: "EUR", inrPerUnit: "90.5" }, "asOf", "real day"],
  ])("answers %j with a 400 naming %s", async (body, field, words) => {
    const before = (await t.db.select().from(exchangeRates)).length;
    const response = await put("admin", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ title: "Invalid request", field });
    expect(response.body.error?.description).toContain(words);
    expect((await t.db.select().from(exchangeRates)).length).toBe(before);
  });
});
