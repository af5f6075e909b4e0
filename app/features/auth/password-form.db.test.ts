import { describe, expect, it } from "vitest";
import { getConfig } from "~/server/config.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { linkToken, readPasswordForm, withPasswordRules } from "./password-form.server";
import { StaffUserError } from "./staff-users.server";

/** The checks the first-admin setup page and the set-password page make alike before a password is read. */
const t = setUpTestDatabase();

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${getConfig().siteUrl}/auth/set-password`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

describe("a password page's form", () => {
  it("is read when it comes from this site as a form", async () => {
    const read = await readPasswordForm(post("token=abc&password=pw"), t.db, "probe:read");
    expect(read.ok && read.form.get("token")).toBe("abc");
  });

  it("from another site is refused outright", async () => {
    const thrown = await readPasswordForm(
      post("token=abc", { origin: "https://elsewhere.test" }),
      t.db,
      "probe:origin",
    ).catch((e: unknown) => e);
    expect(thrown).toMatchObject({
      init: { status: 403 },
      data: { error: "This request did not come from this site." },
    });
  });

  it("that is not a form, or too large, is the page again with the reason", async () => {
    const json = await readPasswordForm(
      post("{}", { "content-type": "application/json" }),
      t.db,
      "probe:type",
    );
    expect(json).toMatchObject({ ok: false, status: 415, headers: {} });
    const large = await readPasswordForm(post(`password=${"x".repeat(2_000_000)}`), t.db, "probe:size");
    expect(large).toMatchObject({ ok: false, status: 413, error: { message: "The form is too large." } });
    expect(large.ok || large.headers).toEqual({ Connection: "close" });
  });

  it("is refused after 20 tries in an hour from one network, and another network still gets in", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await readPasswordForm(post("token=a"), t.db, "probe:net-1")).ok).toBe(true);
    }
    expect(await readPasswordForm(post("token=a"), t.db, "probe:net-1")).toEqual({
      ok: false,
      status: 429,
      error: { message: "Too many attempts from this network. Try again in an hour.", reasons: [] },
      headers: {},
    });
    expect((await readPasswordForm(post("token=a"), t.db, "probe:net-2")).ok).toBe(true);
  });

  it("reads at most 100 characters of a token", () => {
    expect(linkToken("t".repeat(150))).toHaveLength(100);
    expect(linkToken(null)).toBe("");
  });
});

describe("the page's write", () => {
  it("turns a refusal by the password rules into the reasons to show", async () => {
    const refused = await withPasswordRules(async () => {
      throw new StaffUserError("Choose a stronger password.", ["Too short"]);
    });
    expect(refused).toEqual({
      ok: false,
      status: 400,
      error: { message: "Choose a stronger password.", reasons: ["Too short"] },
      headers: {},
    });
  });

  it("lets anything else through as thrown", async () => {
    const redirect = new Response(null, { status: 302 });
    await expect(
      withPasswordRules(async () => {
        throw redirect;
      }),
    ).rejects.toBe(redirect);
    expect(await withPasswordRules(async () => "done")).toEqual({ ok: true, value: "done" });
  });
});
