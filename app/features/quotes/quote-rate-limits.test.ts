import { describe, expect, it } from "vitest";
import { apiTierOf } from "~/server/api-rate-limits.server";

/** The quote endpoints' writes are counted on the console's write budget, their reads on the reads'. */
describe("rate limits of the quote endpoints", () => {
  const id = "0b7e2f3c-6a1d-4c8e-9f00-1234567890ab";
  it.each([
    ["POST", "/api/v1/console/quotes", "console"],
    ["PUT", `/api/v1/console/quotes/${id}`, "console"],
    ["POST", `/api/v1/console/quotes/${id}/drafts`, "console"],
    ["POST", "/api/v1/console/settings/tax-rules", "console"],
    ["PUT", "/api/v1/console/settings/quotes", "console"],
    ["GET", "/api/v1/console/quotes?status=sent", "read"],
    ["GET", `/api/v1/console/quotes/${id}/compare?a=1&b=2`, "read"],
  ])("%s %s is counted as %s", (method, path, tier) => {
    expect(apiTierOf(method, path)).toBe(tier);
  });
});
