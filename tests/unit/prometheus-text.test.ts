import { describe, expect, it } from "vitest";
import { parsePrometheusText } from "../helpers/prometheus-text";

const family = (value: string) =>
  `# HELP lag_seconds The event loop's mean lag.\n# TYPE lag_seconds gauge\nlag_seconds ${value}\n`;

describe("the tests' Prometheus text reader", () => {
  it("reads the special values in any case, as Prometheus does (prom-client writes NaN as Nan)", () => {
    for (const raw of ["NaN", "Nan", "nan"])
      expect(parsePrometheusText(family(raw)).get("lag_seconds")?.samples[0]?.value).toBeNaN();
    expect(parsePrometheusText(family("+Inf")).get("lag_seconds")?.samples[0]?.value).toBe(Infinity);
    expect(parsePrometheusText(family("-inf")).get("lag_seconds")?.samples[0]?.value).toBe(-Infinity);
    expect(parsePrometheusText(family("1.5e-3")).get("lag_seconds")?.samples[0]?.value).toBe(0.0015);
  });

  it("still refuses a value that is not a number", () => {
    for (const raw of ["Nope", "1,5", "0x10", ""])
      expect(() => parsePrometheusText(family(raw))).toThrow(/line 3/);
  });
});
