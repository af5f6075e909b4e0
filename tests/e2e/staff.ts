import { expect, type Cookie, type Page } from "@playwright/test";
import { mailFor } from "../fakes/mail-inbox-client";
import { waitForHydration } from "./fixtures";
import { E2E_STAFF, E2E_STAFF_PASSWORD, type StaffWho } from "./staff-accounts";

export { E2E_STAFF, E2E_STAFF_PASSWORD, type StaffWho };

const codesIn = (subjects: string[]) =>
  subjects.map((s) => /\b(\d{6})\b/.exec(s)?.[1]).filter((c): c is string => Boolean(c));

/**
 * Signs a seeded staff account in through the real sign-in page: e-mail and password, then the code
 * from the e-mail the server sent to the e2e mailbox. Ends on `redirectTo` (the console by default).
 * Parallel workers may sign the same account in at once, so every code that arrived after this
 * sign-in asked for one is tried, newest first.
 */
export async function signInAs(
  page: Page,
  who: StaffWho,
  options: { redirectTo?: string; fresh?: boolean } = {},
) {
  const email = E2E_STAFF[who].email;
  if (!options.fresh && (await reuseSession(page, email, options.redirectTo ?? "/vox"))) return;
  await signInWith(page, email, E2E_STAFF_PASSWORD, options);
}

/**
 * The cookies of each account's last sign-in in this worker. A test whose subject is not signing in
 * starts from them (as a person returning to the console does) instead of the page and the e-mailed
 * code again, which took seconds per console test. A test that ended that session (signing out, a
 * revoked device) leaves cookies the server refuses: the next test then signs in afresh.
 */
const sessions = new Map<string, Cookie[]>();

async function reuseSession(page: Page, email: string, redirectTo: string) {
  const cookies = sessions.get(email);
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  await page.goto(redirectTo);
  if (arrivedAt(redirectTo, new URL(page.url()).pathname)) return true;
  sessions.delete(email);
  await page.context().clearCookies();
  return false;
}

/**
 * Whether a sign-in meant for `redirectTo` ended at `path`. Any console page counts: /vox opens on
 * its first tab, and a tab this person may not open sends them to contacts; the test checks where
 * it landed itself.
 */
function arrivedAt(redirectTo: string, path: string) {
  const target = new URL(redirectTo, "http://x").pathname;
  const inConsole = (p: string) => p === "/vox" || p.startsWith("/vox/");
  return path === target || (inConsole(target) && inConsole(path));
}

/** The same with any account's e-mail and password (one made during a test). */
export async function signInWith(
  page: Page,
  email: string,
  password: string,
  { redirectTo = "/vox" }: { redirectTo?: string } = {},
) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  const before = (await mailFor(email)).length;
  await page.getByRole("button", { name: "Continue" }).click();
  const box = page.getByLabel("Sign-in code");
  await expect(box).toBeVisible();

  const tried = new Set<string>();
  /** The newest code that arrived after this sign-in asked for one and was not tried yet. */
  const untried = async () =>
    codesIn((await mailFor(email)).slice(before).map((m) => m.subject))
      .reverse()
      .find((c) => !tried.has(c));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await expect
      .poll(untried, {
        timeout: Math.max(deadline - Date.now(), 1),
        message: `could not sign ${email} in: no working code arrived`,
      })
      .toBeDefined();
    const code = (await untried())!;
    tried.add(code);
    await box.fill(code);
    // Sending clears the last refusal; wait for that so an old alert is not read as this one's.
    await page
      .getByRole("alert")
      .waitFor({ state: "hidden", timeout: 2_000 })
      .catch(() => {});
    const outcome = await Promise.race([
      page
        .waitForURL((url) => arrivedAt(redirectTo, url.pathname), { timeout: 15_000 })
        .then(() => "in" as const),
      page
        .getByRole("alert")
        .waitFor({ timeout: 15_000 })
        .then(() => "refused" as const),
    ]);
    if (outcome === "in") {
      // Signing in lands on the console with a page load of its own: let React take it over first,
      // so the test's first click is handled.
      await waitForHydration(page);
      sessions.set(email, await page.context().cookies());
      return;
    }
  }
  throw new Error(`could not sign ${email} in: no working code arrived`);
}
