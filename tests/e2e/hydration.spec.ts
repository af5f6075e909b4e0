import type { Route } from "@playwright/test";
import { expect, test, watchErrors } from "./fixtures";
import { signInAs } from "./staff";
import { ownAccount } from "./staff-accounts";

/** Tomorrow in India at this India time, as the task form's "Due" field takes it. */
const tomorrowInIndiaAt = (time: string) =>
  `${new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10)}T${time}`;

test.describe("hydration", () => {
  test("a console page with a time just after midnight in India hydrates without a mismatch", async ({
    page,
  }, testInfo) => {
    await signInAs(page, ownAccount("solo", testInfo.project.name));
    await page.goto("/vox/tasks?view=mine&type=email");
    const title = `Send the Munnar quote ${testInfo.project.name} ${Date.now() % 100000}`;
    await page.getByRole("button", { name: "New task" }).click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    await dialog.getByLabel("What to do").fill(title);
    await dialog.getByLabel("Type").selectOption("email");
    await dialog.getByLabel("Due").fill(tomorrowInIndiaAt("00:36"));
    await dialog.getByRole("button", { name: "Add task" }).click();
    await expect(dialog).toBeHidden();

    // The server (in UTC) renders the list; the browser hydrates it. Both must write 00:36.
    const errors = watchErrors(page);
    await page.reload();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText(", 00:36");
    await expect(row).not.toContainText("24:36");
    expect(errors).toEqual([]);

    // The other tabs that show times hydrate cleanly too.
    for (const tab of ["contacts", "logs"]) {
      await page.goto(`/vox/${tab}`);
      expect(errors, tab).toEqual([]);
    }
  });

  test("Invite staff is disabled until the console's code has run, then one click opens the form", async ({
    page,
  }) => {
    await signInAs(page, "admin", { redirectTo: "/vox/tasks" });

    // Hold back the page's code, as a slow phone does while the HTML is already on screen.
    const held: Route[] = [];
    let releasing = false;
    await page.route(/\/assets\/.+\.js$/, (route) => (releasing ? route.continue() : void held.push(route)));
    await page.evaluate(() => window.location.assign("/vox/users"));
    await page.waitForURL(/\/vox\/users/, { waitUntil: "commit" });
    const invite = page.getByRole("button", { name: "Invite staff" });
    await expect(invite).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await expect(invite).toBeDisabled();
    // So is a control that acts on change.
    const role = page.getByRole("combobox", { name: "Role of Pranav Partner" });
    await expect(role).toBeDisabled();
    const before = await invite.boundingBox();

    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(invite).toBeEnabled();
    await expect(role).toBeEnabled();
    // Turning on moves nothing.
    expect(await invite.boundingBox()).toEqual(before);
    await invite.click();
    await expect(page.getByRole("form", { name: "Invite a staff member" })).toBeVisible();
  });

  test("a console page is drawn before its code is fetched, then its code loads from the page's module script", async ({
    page,
  }, testInfo) => {
    // The console's routes ask for their documents without module preloads (the board paints
    // sooner); the framework must still load and run the code from its module script.
    await signInAs(page, ownAccount("solo", testInfo.project.name));
    const html = await (await page.request.get("/vox/pipeline?owner=me")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('rel="stylesheet"');
    expect(head).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
    expect(html).toMatch(
      /<script\b[^>]*type="module"[^>]*>[^<]*import \* as route\d+ from "\/assets\/vox\.pipeline-/,
    );

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const errors = watchErrors(page);
    await page.goto("/vox/pipeline?owner=me");
    expect(scripts.some((s) => /\/vox\.pipeline-[\w-]+\.js$/.test(s))).toBe(true);
    // React has the page: the shell's command menu opens and goes to a tab.
    await page.keyboard.press("ControlOrMeta+k");
    const menu = page.getByRole("dialog", { name: "Go to a tab or contact" });
    await expect(menu).toBeVisible();
    await menu.getByRole("combobox").fill("task");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/vox\/tasks$/);
    expect(errors).toEqual([]);

    // The public pages keep theirs: their first paint is a small shell, and their code is wanted soon.
    const home = await (await page.request.get("/")).text();
    expect(home.slice(0, home.indexOf("</head>"))).toMatch(/<link\b[^>]*rel="modulepreload"/);
  });
});
