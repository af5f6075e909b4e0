import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { watchCspViolations } from "./csp";

test.describe("site shell", () => {
  test("home is server-rendered with header and footer, its scripts allowed by hash, and no-cache HTML", async ({
    request,
  }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('data-testid="site-footer"');
    // The same page for every visitor: no nonce (one shared by all would be worth nothing), its
    // inline scripts allowed by their hashes instead; no placeholder leaks.
    const csp = res.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp).not.toContain("nonce");
    expect(html).not.toMatch(/ nonce="[^"]/);
    expect(html).not.toContain("__CSP_NONCE__");
    // Prerendered pages carry this server's public origin, not the build machine's.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
    expect(html).not.toContain("prerender-origin.invalid");
    expect(res.headers()["cache-control"]).toBe("no-cache");
    expect(res.headers()["x-request-id"]).toBeTruthy();
    // Revalidated with its ETag: unchanged, it is not sent again.
    const etag = res.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/", { headers: { "if-none-match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("a page rendered per request for one visitor carries that response's own nonce", async ({
    request,
  }) => {
    const res = await request.get("/destination/kenya?from=test");
    const csp = res.headers()["content-security-policy"];
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (nonce) {
      expect(html).toContain(`nonce="${nonce}"`);
      const again = await request.get("/destination/kenya?from=test");
      expect(again.headers()["content-security-policy"]).not.toBe(csp);
    } else {
      // Prerendered (the query does not change it): allowed by hash, as home.
      expect(csp).toMatch(/'sha256-/);
    }
    const own = await request.get("/hotels", { headers: { cookie: "vp_quiz=x.y" } });
    const ownNonce = /'nonce-([^']+)'/.exec(own.headers()["content-security-policy"])?.[1];
    expect(ownNonce).toBeTruthy();
    expect(await own.text()).toContain(`nonce="${ownNonce}"`);
    expect(own.headers()["cache-control"]).toBe("private, no-store");
  });

  test("pages load without breaking their own CSP or naming a browser feature Chromium does not know", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const policyMessages: string[] = [];
    page.on("console", (message) => {
      if (/permissions.policy/i.test(message.text())) policyMessages.push(message.text());
    });
    for (const path of ["/", "/quiz", "/contact", "/auth", "/packages", "/hotels", "/activities"]) {
      const response = await page.goto(path);
      expect(response?.headers()["permissions-policy"], path).toContain("camera=()");
      expect(await violations(), path).toEqual([]);
    }
    expect(policyMessages).toEqual([]);
  });

  test("every answer carries one Cache-Control, and the right one", async ({ request }) => {
    const expected: [string, string][] = [
      ["/", "no-cache"],
      ["/hotels", "public, max-age=0, s-maxage=30, stale-while-revalidate=60"],
      ["/packages?destination=kenya", "public, max-age=0, s-maxage=30, stale-while-revalidate=60"],
      ["/no-such-page", "no-cache"],
      ["/destination/kenya.data", "no-cache"],
      ["/robots.txt", "public, max-age=3600"],
      ["/sitemap.xml", "public, max-age=3600"],
    ];
    for (const [path, value] of expected) {
      const res = await request.get(path);
      const headers = res.headersArray().filter((h) => h.name.toLowerCase() === "cache-control");
      expect(
        headers.map((h) => h.value),
        path,
      ).toEqual([value]);
    }
  });

  test("hashed assets are immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("immutable");
    expect(res.headers()["cache-control"]).toContain("max-age=31536000");
  });

  test("health endpoints answer JSON", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect((await health.json()).status).toBe("ok");
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    const body = await ready.json();
    expect(body.status).toBe("ready");
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  test("unknown paths are a 404 with the not-found page", async ({ page, request }) => {
    const res = await request.get("/no-such-page");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Return to Home Base");
    await page.goto("/no-such-page");
    await expect(page.getByText("Page Not Found")).toBeVisible();
    const message = page.getByTestId("not-found-message");
    const first = await message.textContent();
    await expect(message).not.toHaveText(first!, { timeout: 5000 });
    await page.getByRole("link", { name: "Return to Home Base" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("sitemap lists indexable pages only and robots points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://127.0.0.1");
    expect(sitemap).toContain("/about</loc>");
    expect(sitemap).not.toContain("/privacy");
    expect(sitemap).not.toContain("/vox");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  test("header hidden on /auth, /vox, /faq; footer also hidden on /luxe-match", async ({ page }) => {
    for (const path of ["/auth", "/vox", "/faq"]) {
      await page.goto(path);
      await expect(page.getByTestId("site-header")).toHaveCount(0);
      await expect(page.getByTestId("site-footer")).toHaveCount(0);
      await expect(page.getByTestId("mobile-bottom-bar")).toHaveCount(0);
    }
    await page.goto("/luxe-match");
    await expect(page.getByTestId("site-header")).toHaveCount(1);
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    await expect(page.getByTestId("floating-chat")).toHaveCount(0);
  });

  test("footer lists the 12 destination links and the copyright years", async ({ page }) => {
    await page.goto("/about");
    const links = page.getByTestId("footer-destinations").getByRole("link");
    await expect(links).toHaveCount(12);
    await expect(links.first()).toHaveText("Kenya Holiday Packages");
    await expect(links.last()).toHaveText("Sri Lanka Holiday Packages");
    await expect(page.getByTestId("site-footer")).toContainText(`© 2025–${new Date().getFullYear()}`);
  });
});

test.describe("desktop navigation", { tag: "@desktop" }, () => {
  test("Destinations menu opens by keyboard, lists 18 in order with trend markers", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("button", { name: "Destinations" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("destinations-menu");
    await expect(menu).toBeVisible();
    const items = menu.getByRole("link");
    await expect(items).toHaveCount(18);
    await expect(items.nth(0)).toContainText("Kenya");
    await expect(items.nth(17)).toContainText("Azerbaijan");
    await expect(menu.getByText("(trending)")).toHaveCount(3);
    await page.keyboard.press("Tab");
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("Explore opens by keyboard to Packages, Hotels, Activities, Weddings and the planner; the row never moves", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const row = () =>
      nav.locator("[data-nav-key]").evaluateAll((items) =>
        items.map((el) => {
          const r = el.getBoundingClientRect();
          return [el.getAttribute("data-nav-key"), Math.round(r.x), Math.round(r.width)];
        }),
      );
    const before = await row();
    expect(before.map(([key]) => key)).toEqual(["destinations", "explore", "quiz", "visa", "mice", "deals"]);

    const trigger = page.getByRole("button", { name: "Explore" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("explore-menu");
    await expect(menu).toBeVisible();
    // The server's row and the menu that replaces it are one row: nothing moved.
    expect(await row()).toEqual(before);
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/packages", "/hotels", "/activities", "/wedding-planner", "/luxe-match"]);
    await page.keyboard.press("Tab");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: /Hotels/ }).click();
    await expect(page).toHaveURL(/\/hotels$/);
  });

  test("nav items carry their badges and external links", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: /Travel Persona/ })).toHaveAttribute("href", "/quiz");
    await expect(nav.getByText("Popular", { exact: true })).toBeVisible();
    const visa = nav.getByRole("link", { name: /Visa/ });
    await expect(visa).toHaveAttribute("target", "_blank");
    await expect(nav.getByText("New", { exact: true })).toBeVisible();
    await expect(nav.getByText("Hot", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
      "href",
      /wa\.me\/\d+\?text=/,
    );
  });

  test("deals story viewer advances every 8 seconds, pauses on hover and closes after the last", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/about");
    const viewer = page.getByTestId("deals-viewer");
    // Opened once while the clock runs, so the viewer's code is loaded; closed again.
    await page.getByRole("button", { name: /Deals/ }).click();
    await expect(viewer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    // From here the page's clock moves only when the test moves it: the story starts at 0.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole("button", { name: /Deals/ }).click();
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute("data-index", "0");
    const likes = Number(
      (await page.getByTestId("deal-likes").textContent())!.replace(/K$/, "e3").replace(/[^\de.]/g, ""),
    );
    expect(likes).toBeGreaterThanOrEqual(500);
    await page.clock.runFor(4000);
    // 1.25 % per 100 ms: half-way after 4 s.
    const width = async () =>
      Number(/width: ([\d.]+)%/.exec((await page.getByTestId("deals-progress").getAttribute("style"))!)![1]);
    await expect.poll(width).toBe(50);
    await page.clock.runFor(4100);
    await expect(viewer).toHaveAttribute("data-index", "1");
    // Hover pauses the timer.
    await page.mouse.move(720, 450);
    await expect(viewer).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(9000);
    await expect(viewer).toHaveAttribute("data-index", "1");
    await page.mouse.move(5, 5);
    await expect(viewer).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(8100);
    await expect(viewer).toBeHidden();
  });

  test("deals viewer: arrows move, dots jump, heart toggles likes, Esc closes", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: /Deals/ }).click();
    const viewer = page.getByTestId("deals-viewer");
    await page.mouse.move(5, 5);
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toHaveAttribute("data-index", "1");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toHaveAttribute("data-index", "0");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toHaveAttribute("data-index", "0");
    await page.getByRole("button", { name: /Show deal 2/ }).click();
    await expect(viewer).toHaveAttribute("data-index", "1");
    const before = await page.getByTestId("deal-likes").textContent();
    await page.getByRole("button", { name: "Like this deal" }).click();
    // The exact count: the tap visibly adds one.
    await expect(page.getByTestId("deal-likes")).toHaveText(
      (Number(before!.replaceAll(",", "")) + 1).toLocaleString("en-IN"),
    );
    await expect(page.getByRole("button", { name: "Unlike this deal" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Unlike this deal" }).click();
    await expect(page.getByTestId("deal-likes")).toHaveText(before!);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });
});

test.describe("phone navigation", { tag: "@phone" }, () => {
  test("hamburger panel has its own labels and closes on choice", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    for (const label of [
      "Visa Services",
      "MICE Events",
      "Deals & Offers",
      "Chat on WhatsApp",
      "Instant Support",
    ]) {
      await expect(panel.getByText(label)).toBeVisible();
    }
    await panel.getByRole("link", { name: /Travel Persona/ }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  });

  test("hamburger panel reaches Packages, Hotels, Activities, Weddings and the planner", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const explore = page.getByTestId("mobile-explore");
    await explore.scrollIntoViewIfNeeded();
    const hrefs = await explore.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/packages", "/hotels", "/activities", "/wedding-planner", "/luxe-match"]);
    for (const link of await explore.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await explore.getByRole("link", { name: /Weddings/ }).click();
    await expect(page).toHaveURL(/\/wedding-planner$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  });

  test("bottom bar highlights Home only on / and others by prefix", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByTestId("mobile-bottom-bar");
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await page.goto("/deals");
    await expect(bar.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "Deals" })).toHaveAttribute("aria-current", "page");
  });

  test("floating chat opens a WhatsApp shortcut about packages", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open chat shortcut" }).click();
    const link = page.getByRole("link", { name: "Ask about packages" });
    await expect(link).toHaveAttribute("href", /wa\.me\/\d+\?text=.*packages/i);
  });

  test("deals viewer opens from the menu and taps move between deals", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: /Deals & Offers/ }).click();
    const viewer = page.getByTestId("deals-viewer");
    await expect(viewer).toBeVisible();
    await page.getByRole("button", { name: "Next deal" }).click();
    await expect(viewer).toHaveAttribute("data-index", "1");
    await page.getByRole("button", { name: "Next deal" }).click();
    await expect(viewer).toBeHidden();
  });
});

test("navigating scrolls to the top", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByTestId("site-footer").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("shell has no serious accessibility violations", async ({ page }) => {
  for (const path of ["/about", "/no-such-page"]) {
    await page.goto(path);
    await expectNoSeriousAxeViolations(page);
  }
});
