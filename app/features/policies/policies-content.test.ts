import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "~/features/privacy";
import {
  cancellationFees,
  cancellationSections,
  cancellationVisaDisclaimer,
  privacySections,
  termsSections,
  termsVisaDisclaimer,
} from "./policies-content";
import { policySectionSchema } from "./policies-schema";
import { sectionAnchor } from "./policy-page";

describe("policy pages content", () => {
  it("privacy has 12 sections and terms 12 plus a Visa Disclaimer", () => {
    expect(privacySections).toHaveLength(12);
    expect(termsSections).toHaveLength(12);
    expect(termsVisaDisclaimer.heading).toBe("Visa Disclaimer");
    expect(cancellationVisaDisclaimer.heading).toBe("Visa Disclaimer");
    for (const s of [
      ...privacySections,
      ...termsSections,
      ...cancellationSections,
      termsVisaDisclaimer,
      cancellationVisaDisclaimer,
    ]) {
      policySectionSchema.parse(s);
    }
  });

  it("states the service-fee table", () => {
    expect(cancellationFees).toEqual([
      { service: "Domestic airline", fee: "₹300 per person per way + 18% GST" },
      { service: "International airline", fee: "₹1,000 per person per way + 18% GST" },
      { service: "Hotels", fee: "2% of booking value + GST" },
      { service: "Domestic holiday package", fee: "₹2,500 per person + 18% GST" },
      { service: "International holiday package", fee: "₹5,000 per person + 18% GST" },
    ]);
    // The /cancellations route places the table after this section.
    expect(cancellationSections.map((s) => s.heading)).toContain("Our service fees");
  });

  it("states the agency's terms: 24 hours' written notice, non-refundable convenience fee, 15-30 day credits, 72 h hotels, 15 h coupons, 18+, Gurgaon arbitration", () => {
    const cancel = JSON.stringify(cancellationSections);
    expect(cancel).toContain("in writing");
    expect(cancel).toContain("at least 24 hours before");
    expect(cancel).toContain("convenience fee paid at the time of booking is non-refundable");
    expect(cancel).toContain("15 to 30 days");
    const terms = JSON.stringify(termsSections);
    expect(terms).toContain("up to 72 hours");
    expect(terms).toContain("up to 15 hours");
    expect(terms).toContain("at least 18 years old");
    expect(terms).toMatch(/arbitration[^"]*Gurgaon/);
  });

  it("gives every section a unique anchor", () => {
    for (const list of [
      privacySections,
      [...termsSections, termsVisaDisclaimer],
      [...cancellationSections, cancellationVisaDisclaimer],
    ]) {
      const anchors = list.map((s) => sectionAnchor(s.heading));
      expect(new Set(anchors).size).toBe(anchors.length);
      for (const a of anchors) expect(a).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(sectionAnchor("12. Governing law and disputes")).toBe("governing-law-and-disputes");
  });

  it("tells the privacy notice's story: the retention job's period, the data page, only children's ages", () => {
    const text = (heading: string) => {
      const section = privacySections.find((s) => s.heading.endsWith(heading))!;
      return [...section.paragraphs, ...(section.bullets ?? [])].join(" ");
    };
    const keeping = text("How long we keep it and how we protect it");
    expect(keeping).toContain(`for ${DEFAULT_RETENTION.inactiveYears} years after we last heard from you`);
    expect(keeping).toContain(`${DEFAULT_RETENTION.noticeHours} hours before`);
    expect(keeping).toContain(`after ${DEFAULT_RETENTION.unverifiedDays} days`);
    expect(JSON.stringify(privacySections)).not.toMatch(/24 months/);
    expect(text("Your consent and how we record it")).toContain("/privacy/my-data");
    const children = text("Children");
    expect(children).toContain("only for their ages");
    expect(children).not.toMatch(/their details are given/);
  });
});
