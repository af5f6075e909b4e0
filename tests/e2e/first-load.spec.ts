import { test as plain } from "@playwright/test";
import { expect, test } from "./fixtures";

// A page's first load, checked in the browser: fonts that do not re-lay out prices, HTML in document
// order, and content that hydrates later without losing an early click.

test("a page of prices downloads the one-glyph rupee fonts and never Fontsource's latin-ext files", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/packages");
  await expect(page.getByTestId("package-card").first()).toContainText("₹");
  await page.evaluate(() => document.fonts.ready);

  expect(fonts.some((f) => f.includes("inter-rupee-wght-normal"))).toBe(true);
  expect(fonts.some((f) => f.includes("cormorant-garamond-rupee-wght-normal"))).toBe(true);
  expect(fonts.filter((f) => f.includes("latin-ext"))).toEqual([]);
  // The one-glyph faces are the ones that drew the prices: both loaded.
  const rupeeFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.unicodeRange.toUpperCase() === "U+20B9")
      .map((face) => `${face.family} ${face.status}`),
  );
  expect(rupeeFaces.sort()).toEqual(["Cormorant Garamond Variable loaded", "Inter Variable loaded"]);
});

test("the server sends every section in document order, with no content swapped in by script", async ({
  request,
}) => {
  for (const path of ["/packages", "/destination/kenya", "/"]) {
    const html = await (await request.get(path)).text();
    // React Router streams its loader data in hidden segments (<div hidden id="S:0">) after the page;
    // they may hold scripts only. A content section there would be moved into place by script later.
    const start = html.indexOf('<div hidden id="S:');
    const segments = start === -1 ? "" : html.slice(start);
    const leftover = segments
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<template\b[^>]*><\/template>|<!--[\s\S]*?-->|<\/?div\b[^>]*>|<\/body>|<\/html>/g, "");
    expect(leftover.trim(), path).toBe("");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main.length, path).toBeGreaterThan(1000);
    expect(html.indexOf('data-testid="site-footer"'), path).toBeGreaterThan(html.indexOf("</main>"));
  }
  const packagesHtml = await (await request.get("/packages")).text();
  expect(packagesHtml.lastIndexOf('data-testid="package-card"')).toBeLessThan(
    packagesHtml.indexOf("</main>"),
  );
});

plain("a click on a package card straight after the shell hydrates is not lost", async ({ page }) => {
  // 4× slower CPU widens the window between the shell's hydration and the cards' (HydrateLater).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/packages", { waitUntil: "commit" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  const heart = page.getByTestId("package-card").last().getByTestId("wishlist-toggle");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
});

test("a public page carries only its own routes; the routes its links lead to come once hydrated, never the console's", async ({
  page,
}) => {
  const scripts: string[] = [];
  const discovered: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script") scripts.push(url.pathname);
    if (url.pathname === "/__manifest") discovered.push(url.searchParams.get("paths") ?? "");
  });
  const manifestPatch = page.waitForResponse((r) => new URL(r.url()).pathname === "/__manifest");
  await page.goto("/");
  // The route table is not a script of its own: the page's routes are written inline.
  expect(scripts.filter((s) => /\/manifest-[\w-]+\.js$/.test(s))).toEqual([]);
  // As the server wrote it (React Router adds the discovered routes to the same object later).
  const html = await (await page.request.get("/")).text();
  const inlineTable =
    /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/.exec(html);
  const inline = Object.keys((JSON.parse(inlineTable![1]!) as { routes: object }).routes);
  expect(inline).toContain("routes/home");
  expect(inline.some((id) => /vox|console|staff|auth/.test(id))).toBe(false);

  // Once hydrated, the routes of the links on screen, in one answer; no console route among them.
  const patch = (await (await manifestPatch).json()) as Record<string, { path?: string }>;
  expect(Object.values(patch).some((route) => route.path === "destination/:destinationSlug")).toBe(true);
  expect(Object.keys(patch).some((id) => /vox|console/.test(id))).toBe(false);
  expect(discovered.join(",")).toContain("/destination/kenya");

  // A link then navigates inside the page, with no document load.
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.getByRole("link", { name: /kenya/i }).first().click();
  await expect(page).toHaveURL(/\/destination\/kenya$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kenya");
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
});
