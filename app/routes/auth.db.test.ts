import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/server/config.server";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { captureMail, CookieJar, createTestStaff, signIn } from "../../tests/helpers/staff-auth";
import { loader } from "./auth";

/** The sign-in page's loader: someone already signed in is sent on, and only ever within the site. */
const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
let jar = new CookieJar();

beforeAll(async () => {
  mail = captureMail();
  const partner = await createTestStaff(t.db, "partner");
  jar = await signIn(mail, partner.email);
});
afterAll(() => mail.stop());

/** The Location the loader answers with for `?redirectTo=<raw>` (raw as it appears in the address). */
async function locationFor(raw: string) {
  const thrown = await loader({
    request: new Request(`${getConfig().siteUrl}/auth?redirectTo=${raw}`, {
      headers: { cookie: jar.header() },
    }),
    params: {},
    context: {},
  } as never).catch((e: unknown) => e);
  expect(thrown, raw).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status, raw).toBe(302);
  return response.headers.get("location")!;
}

describe("the sign-in page's redirect", () => {
  it("sends a signed-in person on to the page they asked for", async () => {
    expect(await locationFor(encodeURIComponent("/vox?tab=tasks"))).toBe("/vox?tab=tasks");
  });

  it.each([
    "/%09/127.0.0.1:4799/phish",
    "/%0a/evil.example",
    "/%0d/evil.example",
    "/%0d%0aSet-Cookie:%20x=1",
    "%2F%5Cevil.example",
    "/%5C/evil.example",
    "%5C%5Cevil.example",
    "//evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "https://evil.example",
    "https%3A%2F%2Fevil.example",
    "javascript:alert(1)",
    "/%E2%80%A8/evil.example",
    "/%00/evil.example",
    "%20//evil.example",
    "/.//evil.example",
    "/vox/..//evil.example",
    "/%2e//evil.example",
    "/x/%252E%252E//evil.example",
  ])("%s stays on the site", async (raw) => {
    const location = await locationFor(raw);
    const origin = new URL(getConfig().siteUrl).origin;
    expect(new URL(location, origin).origin).toBe(origin);
    expect(location).toMatch(/^\/(?![/\\])/);
  });
});
