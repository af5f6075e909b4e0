import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { mailFor, readSignInCode } from "../fakes/mail-inbox-client";
import { E2E_STAFF, E2E_STAFF_PASSWORD, signInAs } from "./staff";

test.describe("staff sign-in", () => {
  test("password, then the e-mailed code, then the page asked for", async ({ page }) => {
    await page.goto("/vox?tab=pipeline");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fvox%3Ftab%3Dpipeline$/);
    const response = await page.reload();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel("Work e-mail").fill(E2E_STAFF.admin.email);
    await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
    const before = (await mailFor(E2E_STAFF.admin.email)).length;
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(
      page.getByText("We e-mailed a 6-digit code to a•••@e2e.test. It expires in 5 minutes."),
    ).toBeVisible();
    const code = await readSignInCode(E2E_STAFF.admin.email, before);
    const mail = (await mailFor(E2E_STAFF.admin.email)).slice(before);
    expect(mail.at(-1)?.text).toContain(`Your VOX sign-in code is ${code}. It expires in 5 minutes`);
    await page.getByLabel("Sign-in code").fill(code);
    await expect(page).toHaveURL(/\/vox\?tab=pipeline$/);
    await expect(page.getByRole("tab", { name: "Pipeline" })).toHaveAttribute("aria-selected", "true");

    // Signed in already: the sign-in page sends them on.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/vox$/);
  });

  test("a wrong password says so and keeps the e-mail", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Work e-mail").fill(E2E_STAFF.partner.email);
    await page.getByLabel("Password").fill("not-the-right-password-1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match.");
    await expect(page.getByLabel("Work e-mail")).toHaveValue(E2E_STAFF.partner.email);
  });

  test("a wrong code says so; the right one still signs in", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Work e-mail").fill(E2E_STAFF.partner.email);
    await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
    const before = (await mailFor(E2E_STAFF.partner.email)).length;
    await page.getByRole("button", { name: "Continue" }).click();
    const code = await readSignInCode(E2E_STAFF.partner.email, before);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Sign-in code").fill(wrong);
    await expect(page.getByRole("alert")).toContainText("That code is not right.");
    await page.getByLabel("Sign-in code").fill(code);
    await expect(page).toHaveURL(/\/vox$/);
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
    await signInAs(page, "partner", { redirectTo: "/faq" });
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  });
});
