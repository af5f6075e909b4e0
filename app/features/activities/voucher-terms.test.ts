import { describe, expect, it } from "vitest";
import { cancellationTerms } from "./voucher-job.server";

/** A voucher states the supplier's own cancellation policy as it is, and never invents one. */
describe("the voucher's cancellation terms", () => {
  it("states each of the supplier's fees from its date, free only before the earliest", () => {
    const booking = {
      currency: "EUR",
      details: {
        cancellationPolicies: [
          { dateFrom: "2026-12-16T00:00:00", amount: 125 },
          { dateFrom: "2026-12-10T00:00:00", amount: 37.5 },
        ],
      },
    };
    expect(cancellationTerms(booking, "Our own terms.")).toEqual([
      "Free cancellation before Thursday, 10 December 2026.",
      "From Thursday, 10 December 2026 cancelling costs €37.50.",
      "From Wednesday, 16 December 2026 cancelling costs €125.00.",
    ]);
  });

  it("falls back to the catalogue's terms, then to asking us", () => {
    expect(cancellationTerms({ currency: "USD", details: {} }, "Free until 48 hours before.")).toEqual([
      "Free until 48 hours before.",
    ]);
    expect(cancellationTerms({ currency: "USD", details: { cancellationPolicies: [{}] } }, null)).toEqual([
      "Please call us before cancelling: we tell you the operator's fee, if any, first.",
    ]);
  });
});
