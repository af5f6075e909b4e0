import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { useTestConfig } from "../../../tests/helpers/verification";
import { isSameOriginRequest } from "./origin.server";

beforeAll(() => useTestConfig({ SITE_URL: "https://luxevoyages.in" }));
afterAll(() => setConfigForTests(undefined));

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  new Request(url, { method, headers });

/** The same facts as server/app.ts gives them for an Express request, before any Request exists. */
const facts = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
});

describe("isSameOriginRequest", () => {
  it.each([
    ["a fetch Request", request],
    ["the facts of an Express request", facts],
  ])(
    "for %s: a write is ours from the site's origin or the request's own, and from a client that names none",
    (_, make) => {
      const api = "http://127.0.0.1:3000/api/v1/quiz/submissions";
      expect(isSameOriginRequest(make("POST", api, { origin: "https://luxevoyages.in" }))).toBe(true);
      expect(isSameOriginRequest(make("POST", api, { origin: "http://127.0.0.1:3000" }))).toBe(true);
      expect(isSameOriginRequest(make("POST", api))).toBe(true);
      expect(isSameOriginRequest(make("POST", api, { "sec-fetch-site": "same-origin" }))).toBe(true);

      expect(isSameOriginRequest(make("POST", api, { origin: "https://evil.example" }))).toBe(false);
      expect(isSameOriginRequest(make("POST", api, { origin: "null" }))).toBe(false);
      expect(isSameOriginRequest(make("POST", api, { origin: "https://visa.luxevoyages.in" }))).toBe(false);
      expect(isSameOriginRequest(make("PATCH", api, { origin: "http://127.0.0.1:3001" }))).toBe(false);
      expect(isSameOriginRequest(make("DELETE", api, { "sec-fetch-site": "cross-site" }))).toBe(false);
      expect(isSameOriginRequest(make("POST", api, { "sec-fetch-site": "same-site" }))).toBe(false);
    },
  );

  it("lets every read through, whoever links to it", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(
        isSameOriginRequest(facts(method, "http://127.0.0.1:3000/", { origin: "https://evil.example" })),
      ).toBe(true);
  });
});
