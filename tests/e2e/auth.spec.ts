import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { mailFor, readSignInCode } from "../fakes/mail-inbox-client";
import { ownAccount } from "./staff-accounts";
import { E2E_STAFF, E2E_STAFF_PASSWORD, signInAs } from "./staff";

test.describe("staff sign-in", () => {
  test("password, then the e-mailed code, then the page asked for", async ({ page }, testInfo) => {
    const account = E2E_STAFF[ownAccount("flow", testInfo.project.name)];
    await page.goto("/vox/pipeline");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fvox%2Fpipeline$/);
    const response = await page.reload();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel("Work e-mail").fill(account.email);
    await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
    const before = (await mailFor(account.email)).length;
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(
      page.getByText("We e-mailed a 6-digit code to f•••@e2e.test. It expires in 5 minutes."),
    ).toBeVisible();
    const code = await readSignInCode(account.email, before);
    const mail = (await mailFor(account.email)).slice(before);
    expect(mail.at(-1)?.text).toContain(`Your VOX sign-in code is ${code}. It expires in 5 minutes`);
    await page.getByLabel("Sign-in code").fill(code);
    await expect(page).toHaveURL(/\/vox\/pipeline$/);
    await expect(page.getByRole("tab", { name: "Pipeline" })).toHaveAttribute("aria-selected", "true");

    // Signed in already: the sign-in page sends them on.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/vox\/contacts$/);
  });

  test("staff pages load none of the public site's JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/auth");
    await signInAs(page, "partner");
    await page.goto("/faq");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => /public-layout|site-header|site-footer|floating-chat/.test(src))).toEqual(
      [],
    );
    // …while a public page does load its frame.
    await page.goto("/about");
    expect(scripts.some((src) => src.includes("public-layout"))).toBe(true);
  });

  test("a wrong password says so and keeps the e-mail", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Work e-mail").fill(E2E_STAFF.partner.email);
    await page.getByLabel("Password").fill("not-the-right-password-1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match.");
    await expect(page.getByLabel("Work e-mail")).toHaveValue(E2E_STAFF.partner.email);
  });

  test("a wrong code says so; the right one still signs in", async ({ page }, testInfo) => {
    const account = E2E_STAFF[ownAccount("code", testInfo.project.name)];
    await page.goto("/auth");
    await page.getByLabel("Work e-mail").fill(account.email);
    await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
    const before = (await mailFor(account.email)).length;
    await page.getByRole("button", { name: "Continue" }).click();
    const code = await readSignInCode(account.email, before);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Sign-in code").fill(wrong);
    await expect(page.getByRole("alert")).toContainText("That code is not right.");
    await page.getByLabel("Sign-in code").fill(code);
    await expect(page).toHaveURL(/\/vox\/contacts$/);
  });

  test("a redirect that would leave the site lands on the console instead", async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = E2E_STAFF[ownAccount("redirect", testInfo.project.name)];
    // A tab in the path: a browser drops it and reads "//127.0.0.1:4799/phish", another site.
    await page.goto("/auth?redirectTo=/%09/127.0.0.1:4799/phish");
    await page.getByLabel("Work e-mail").fill(account.email);
    await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
    const before = (await mailFor(account.email)).length;
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Sign-in code").fill(await readSignInCode(account.email, before));
    await expect(page).toHaveURL(`${baseURL}/vox/contacts`);

    // Signed in, the server's own redirect stays home too, however the address is spelled.
    for (const raw of [
      "/%09/127.0.0.1:4799/phish",
      "/%0a/evil.example",
      "%2F%5Cevil.example",
      "//evil.example",
    ]) {
      const response = await page.goto(`/auth?redirectTo=${raw}`);
      expect(response?.status(), raw).toBe(200);
      expect(new URL(page.url()).origin, raw).toBe(new URL(baseURL!).origin);
    }
    // …and the auth library's own admin paths are not there for a signed-in person to use.
    const adminPath = await page.request.post("/api/auth/admin/update-user", {
      data: { userId: "someone", data: { twoFactorEnabled: false } },
      headers: { origin: baseURL! },
    });
    expect(adminPath.status()).toBe(404);
  });

  test("someone signed in without a staff role sees Access Denied", async ({ page }) => {
    await signInAs(page, "none");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
  });

  test("a session that ended says so on the sign-in page", async ({ page }) => {
    await page.goto("/auth?reason=session_ended&redirectTo=%2Fvox");
    await expect(page.getByRole("status")).toHaveText("Your session has ended. Please sign in again.");
  });

  test("the help centre is for staff: anonymous visitors sign in first and come back to it", async ({
    page,
  }) => {
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ffaq$/);
    await signInAs(page, "partner", { redirectTo: "/faq", fresh: true });
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  });
});

test.describe("one's own account", () => {
  test("a weak new password is refused with reasons; signing out of other devices is offered", async ({
    page,
  }, testInfo) => {
    await signInAs(page, ownAccount("devices", testInfo.project.name), { redirectTo: "/auth/account" });
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await page.getByLabel("Current password").fill(E2E_STAFF_PASSWORD);
    await page.getByLabel("New password").fill("password");
    await page.getByRole("button", { name: "Change password" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Choose a stronger password.");
    await expect(alert).toContainText("Use at least 12 characters.");
    await page.getByRole("button", { name: "Sign out of other devices" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Signed out of your other devices" }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("a setup link that is not valid explains how to get one", async ({ page }) => {
    await page.goto("/auth/setup?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await expect(page.getByText("npm run user:create -- --email you@agency.in --role admin")).toBeVisible();
  });
});
