import { expect, test, watchErrors, type Page } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";

/** On a phone the hotel filters fold under the search box: open them when folded. */
async function openHotelFilters(page: Page) {
  const toggle = page.getByTestId("hotel-filters-toggle");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false")
    await toggle.click();
}

async function chooseOption(page: Page, triggerTestId: string, option: string) {
  await page.getByTestId(triggerTestId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: "/packages", heading: "Journeys, beautifully arranged" },
  { path: "/packages/maldives-overwater-escape", heading: "Maldives Overwater Escape" },
  { path: "/deals", heading: "This season's finest fares" },
  { path: "/hotels", heading: "Ten addresses we trust in Goa" },
  { path: "/hotel/solar-de-loutolim", heading: "Solar de Loutolim" },
  { path: "/wedding-planner", heading: "Royal weddings, beautifully planned" },
  { path: "/about", heading: "Twenty years of travelling well" },
  { path: "/contact", heading: "Get in Touch" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms and Conditions" },
  { path: "/cancellations", heading: "Cancellations & Refunds" },
];

test.describe("every public page", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} renders, hydrates cleanly and has no serious axe violations`, async ({ page }) => {
      // axe on a long page takes a while on a small machine.
      test.slow();
      const errors = watchErrors(page);
      // page.goto (fixtures.ts) returns once every element on the page has hydrated.
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // Nothing wider than the screen (a phone must never scroll sideways).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test("metadata: titles, descriptions and absolute canonicals without the query", async ({ request }) => {
    for (const { path } of PAGES) {
      const html = await (await request.get(`${path}?utm_source=test`)).text();
      expect(html, path).toMatch(/<title>[^<]+\| Luxe Voyages<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      // Prerendered pages carry the SITE_URL of the build, others the server's: either way absolute, the path without the query.
      expect(html, path).toMatch(
        new RegExp(
          `<link rel="canonical" href="https?://[^"/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"/>`,
        ),
      );
    }
  });
});

test.describe("policy pages", () => {
  test("are noindex and absent from the sitemap; package and hotel pages are in it", async ({ request }) => {
    for (const path of ["/privacy", "/terms", "/cancellations"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    }
    for (const path of [
      "/packages",
      "/hotels",
      "/deals",
      "/wedding-planner",
      "/about",
      "/contact",
      "/hotel/casa-fontainhas",
      "/packages/kenya-big-five-safari",
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="index, follow[^"]*"/);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/privacy", "/terms", "/cancellations"])
      expect(sitemap).not.toContain(`${path}</loc>`);
    expect(sitemap).toContain("/packages/swiss-alps-panorama-journey</loc>");
    expect(sitemap).toContain("/hotel/mobor-lagoon-retreat</loc>");
    expect(sitemap).toContain("/wedding-planner</loc>");
  });

  test("privacy has 12 sections, terms 12 plus a Visa Disclaimer, cancellations the fee table", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.locator("article h2")).toHaveCount(12);
    await page.goto("/terms");
    await expect(page.locator("article h2")).toHaveCount(13);
    await expect(page.getByRole("heading", { level: 2, name: "Visa Disclaimer" })).toBeVisible();
    await page.goto("/cancellations");
    const table = page.getByTestId("cancellation-fees");
    await expect(table.locator("tbody tr")).toHaveCount(5);
    await expect(table).toContainText("₹300 per person per way + 18% GST");
    await expect(table).toContainText("₹5,000 per person + 18% GST");
    await expect(page.getByRole("heading", { level: 2, name: "Visa Disclaimer" })).toBeVisible();
  });

  test("the table of contents jumps to a section", async ({ page }, testInfo) => {
    await page.goto("/terms");
    if (testInfo.project.name === "phone") await page.getByText("On this page").first().click();
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "12. Governing law and disputes" })
      .click();
    await expect(page).toHaveURL(/#governing-law-and-disputes$/);
    await expect(page.getByRole("heading", { name: "12. Governing law and disputes" })).toBeInViewport();
  });
});

test.describe("packages", () => {
  test("shows the six packages with every card field", async ({ page }) => {
    await page.goto("/packages");
    const cards = page.getByTestId("package-card");
    await expect(cards).toHaveCount(6);
    const maldives = page.locator(
      '[data-testid="package-card"][data-package-id="maldives-overwater-escape"]',
    );
    await expect(maldives).toContainText("Save ₹40,000");
    await expect(maldives).toContainText("4.9");
    await expect(maldives).toContainText("(412 reviews)");
    await expect(maldives).toContainText("Maldives");
    await expect(maldives).toContainText("5 Days / 4 Nights");
    await expect(maldives).toContainText("2-8 people");
    await expect(maldives.getByTestId("highlights-more")).toHaveText("+3 more");
    await expect(maldives.getByTestId("package-price")).toHaveText("₹89,999");
    await expect(maldives).toContainText("₹1,29,999");
    await expect(maldives).toContainText("per person");
    // The next departure from today (filled in after hydration): a real date, at least the booking
    // lead away and within the season.
    const departure = maldives.getByTestId("next-departure");
    await expect(departure).toHaveText(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);
    const days = (Date.parse((await departure.getAttribute("datetime"))!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(13);
    expect(days).toBeLessThan(200);
    await expect(maldives.getByRole("button", { name: /Book Now/ })).toHaveAttribute(
      "data-lead-trigger",
      "booking",
    );
    await expect(maldives.getByRole("button", { name: /Book Now/ })).toHaveAttribute(
      "data-package-id",
      "maldives-overwater-escape",
    );
    await expect(page.getByRole("heading", { name: "Why Book Packages With Us?" })).toBeVisible();
    await expect(page.getByTestId("insurance-note")).toContainText("All packages include travel insurance");
  });

  test("filters by category and price band, keeps them in the URL across a reload, and clears both", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("/packages");
    await chooseOption(page, "package-category", "Luxury");
    await expect(page).toHaveURL(/\?category=luxury$/);
    await expect(page.getByTestId("package-card")).toHaveCount(2);
    await chooseOption(page, "package-price-band", "Above ₹1,00,000");
    await expect(page).toHaveURL(/category=luxury&price=above-1l/);
    await expect(page.getByTestId("package-card")).toHaveCount(1);
    await expect(page.getByTestId("package-card")).toHaveAttribute(
      "data-package-id",
      "swiss-alps-panorama-journey",
    );

    await page.reload();
    await expect(page.getByTestId("package-card")).toHaveCount(1);
    await expect(page.getByTestId("package-category")).toContainText("Luxury");
    await expect(page.getByTestId("package-price-band")).toContainText("Above ₹1,00,000");

    await chooseOption(page, "package-category", "Adventure");
    await chooseOption(page, "package-price-band", "Under ₹50,000");
    await expect(page.getByText("No packages found")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters", exact: true }).click();
    await expect(page.getByTestId("package-card")).toHaveCount(6);
    await expect(page).toHaveURL(/\/packages$/);
    await expect(page.getByTestId("package-category")).toContainText("All categories");
    await expect(page.getByTestId("package-price-band")).toContainText("All prices");
    expect(errors).toEqual([]);
  });

  test("a shared filtered URL is filtered in the server's HTML; invalid values fall back to all", async ({
    request,
    page,
  }) => {
    const html = await (await request.get("/packages?category=all&price=under-50k")).text();
    expect(html.match(/data-testid="package-card"/g)).toHaveLength(3);
    const invalid = await (await request.get("/packages?category=cruise&price=free")).text();
    expect(invalid.match(/data-testid="package-card"/g)).toHaveLength(6);
    const errors = watchErrors(page);
    await page.goto("/packages?price=50k-1l");
    await expect(page.getByTestId("package-card")).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("the wishlist is remembered on this device without a hydration mismatch", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/packages");
    const heart = page
      .locator('[data-testid="package-card"][data-package-id="kenya-big-five-safari"]')
      .getByTestId("wishlist-toggle");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(
      page
        .locator('[data-testid="package-card"][data-package-id="kenya-big-five-safari"]')
        .getByTestId("wishlist-toggle"),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      page
        .locator('[data-testid="package-card"][data-package-id="maldives-overwater-escape"]')
        .getByTestId("wishlist-toggle"),
    ).toHaveAttribute("aria-pressed", "false");
    expect(errors).toEqual([]);
  });

  test("Book Now opens the booking dialog for that package", async ({ page }) => {
    await page.goto("/packages");
    const card = page.locator('[data-testid="package-card"][data-package-id="vietnam-heritage-trail"]');
    const book = card.getByRole("button", { name: /Book Now/ });
    await book.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Book Your Adventure" })).toBeVisible();
    await expect(dialog).toContainText("Vietnam Heritage Trail");
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();
  });

  test("View Details opens the package page; an unknown package is a 404", async ({ page, request }) => {
    await page.goto("/packages");
    await page
      .locator('[data-testid="package-card"][data-package-id="sri-lanka-hill-country-safari"]')
      .getByRole("link", { name: /View details/i })
      .click();
    await expect(page).toHaveURL(/\/packages\/sri-lanka-hill-country-safari$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sri Lanka Hill Country & Yala Safari" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Day by day" })).toBeVisible();
    await expect(page.getByTestId("next-departure").first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);

    const res = await request.get("/packages/no-such-trip");
    expect(res.status()).toBe(404);
    await page.goto("/packages/no-such-trip");
    await expect(page.getByRole("heading", { name: "We couldn't find that package" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("Goa hotels", () => {
  test("search text, category, amenities and sort apply live, live in the URL and survive a reload", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("/hotels");
    const cards = page.getByTestId("hotel-card");
    await expect(cards).toHaveCount(10);
    // Default sort: highest rating first.
    await expect(cards.first()).toHaveAttribute("data-hotel-id", "mobor-lagoon-retreat");

    await page.getByTestId("hotel-search").fill("south goa");
    await expect(page.getByTestId("hotel-count")).toHaveText(/\d hotels? found/);
    const southCount = await cards.count();
    expect(southCount).toBeGreaterThan(0);
    expect(southCount).toBeLessThan(10);
    await expect(page).toHaveURL(/q=south\+goa/);
    await page.getByTestId("hotel-search").fill("");

    await openHotelFilters(page);
    await chooseOption(page, "hotel-category", "Heritage");
    await expect(cards).toHaveCount(3);
    await page.getByRole("button", { name: "Pool", exact: true }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole("button", { name: "Fitness Center", exact: true }).click();
    // Every selected amenity is required: only the heritage hotel with a pool AND a gym remains.
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute("data-hotel-id", "saligao-heritage-mansion");
    await expect(page).toHaveURL(/category=heritage/);
    await expect(page).toHaveURL(/amenities=pool%2Cfitness-center|amenities=pool,fitness-center/);

    await page.getByRole("button", { name: "Fitness Center", exact: true }).click();
    await chooseOption(page, "hotel-sort", "Price: low to high");
    await expect(page).toHaveURL(/sort=price-low/);
    await expect(cards.first()).toHaveAttribute("data-hotel-id", "solar-de-loutolim");

    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute("data-hotel-id", "solar-de-loutolim");
    await openHotelFilters(page);
    await expect(page.getByRole("button", { name: "Pool", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("hotel-category")).toContainText("Heritage");
    await expect(page.getByTestId("hotel-sort")).toContainText("Price: low to high");
    expect(errors).toEqual([]);
  });

  test("the price slider is inclusive, keyboard-operable and kept in the URL", async ({ page }) => {
    await page.goto("/hotels");
    await openHotelFilters(page);
    const max = page.getByRole("slider", { name: "Maximum price per night" });
    await max.focus();
    // Page Down moves ten steps (₹10,000): 30,000 -> 10,000.
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageDown");
    await expect(page.getByTestId("hotel-price-range")).toHaveText("₹10,000 – ₹10,000");
    // Palolem Palm Grove costs exactly ₹10,000 a night: the bound is inclusive.
    await expect(page.getByTestId("hotel-card")).toHaveCount(1);
    await expect(page.getByTestId("hotel-card")).toHaveAttribute("data-hotel-id", "palolem-palm-grove");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("hotel-price-range")).toHaveText("₹10,000 – ₹12,000");
    await expect(page.getByTestId("hotel-card")).toHaveCount(2);
    await expect(page).toHaveURL(/max=12000/);
    await page.reload();
    await expect(page.getByTestId("hotel-card")).toHaveCount(2);
    await openHotelFilters(page);
    await expect(page.getByRole("slider", { name: "Maximum price per night" })).toHaveAttribute(
      "aria-valuenow",
      "12000",
    );
  });

  test("an impossible combination shows the empty state, and Clear all filters restores the list", async ({
    page,
  }, testInfo) => {
    await page.goto("/hotels?category=boutique&amenities=golf-course");
    if (testInfo.project.name === "phone")
      await expect(page.getByTestId("hotel-filters-toggle")).toContainText("Filters & sort (2)");
    await expect(page.getByTestId("hotels-empty")).toContainText("No hotels match your filters");
    await page.getByTestId("hotels-empty").getByRole("button", { name: "Clear all filters" }).click();
    await expect(page.getByTestId("hotel-card")).toHaveCount(10);
    await expect(page).toHaveURL(/\/hotels$/);
  });

  test("every hotel has its own detail page with its own sections; unknown ids are 404s", async ({
    page,
    request,
  }) => {
    await page.goto("/hotels");
    // The first cards come with the page and the rest follow a moment later.
    await expect(page.getByTestId("hotel-card")).toHaveCount(10);
    const ids = await page
      .getByTestId("hotel-card")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-hotel-id")));
    expect(ids).toHaveLength(10);
    for (const id of ids) expect((await request.get(`/hotel/${id}`)).status(), id!).toBe(200);

    await page
      .locator('[data-testid="hotel-card"][data-hotel-id="cabo-de-rama-cliff-house"]')
      .getByRole("link", { name: /View hotel/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Cabo de Rama Cliff House" })).toBeVisible();
    for (const h of [
      "About This Hotel",
      "Photo Gallery",
      "Room Types",
      "Dining Options",
      "Amenities",
      "Activities",
      "Sustainability",
      "Location",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: h })).toBeVisible();
    }
    // Each gallery frame is its own picture and its visible caption says what it shows, read once;
    // no two images on the page share an alt text.
    const gallery = page.locator("section[aria-labelledby=gallery] figure");
    await expect(gallery).toHaveCount(4);
    await expect(gallery.locator("img[alt='']")).toHaveCount(4);
    await expect(gallery.locator("figcaption").first()).toHaveText(
      "The infinity pool below the fort's laterite cliff at sunset",
    );
    const frames = await gallery.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(new Set(frames).size).toBe(4);
    const alts = await page
      .locator("img[alt]:not([alt=''])")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
    expect(new Set(alts).size).toBe(alts.length);
    await expect(page.getByTestId("hotel-reviews")).toContainText("reviews");
    await expect(page.getByRole("img", { name: /Map placeholder/ })).toBeVisible();
    await expect(page.getByTestId("hotel-address")).toContainText("Goa");
    await expect(page.getByTestId("call-best-price")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    const check = page.getByRole("button", { name: "Check Availability" });
    await expect(check).toHaveAttribute("data-lead-trigger", "booking");
    await check.click();
    await expect(page.getByRole("dialog")).toContainText("Cabo de Rama Cliff House");
    await page.keyboard.press("Escape");

    expect((await request.get("/hotel/the-ritz-panjim")).status()).toBe(404);
    await page.goto("/hotel/the-ritz-panjim");
    await expect(page.getByRole("heading", { name: "We couldn't find that hotel" })).toBeVisible();
  });
});

test.describe("deals", () => {
  test("shows both deals with prices, rolled stats and a like toggle", async ({ page, request }) => {
    // The server's HTML carries no numbers for likes and views: they are rolled in the browser.
    const html = await (await request.get("/deals")).text();
    expect(html).toMatch(/data-testid="deal-likes"[^>]*>—</);

    const errors = watchErrors(page);
    await page.goto("/deals");
    await expect(page.getByTestId("deal-card")).toHaveCount(2);
    const bali = page.locator('[data-testid="deal-card"][data-deal-id="bali-7-days"]');
    await expect(bali.getByTestId("deal-price")).toHaveText("₹45,000");
    await expect(bali).toContainText("30% off");
    await expect(
      page.locator('[data-testid="deal-card"][data-deal-id="dubai-5-days"]').getByTestId("deal-price"),
    ).toHaveText("₹65,000");
    await expect(page.locator('[data-testid="deal-card"][data-deal-id="dubai-5-days"]')).toContainText(
      "25% off",
    );

    const likes = bali.getByTestId("deal-likes");
    // The exact count (a tap moves it by one); views may stay rounded.
    await expect(likes).toHaveText(/^\d,\d{3}$|^\d{3}$/);
    await expect(bali.getByTestId("deal-views")).toHaveText(/^\d(\.\d)?K$/);
    const like = bali.getByTestId("deal-like");
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    expect(errors).toEqual([]);
  });

  test("the full-image lightbox opens from the keyboard or a click, closes on Esc and returns focus", async ({
    page,
  }) => {
    await page.goto("/deals");
    const image = page
      .locator('[data-testid="deal-card"][data-deal-id="dubai-5-days"]')
      .getByTestId("deal-image");
    await image.focus();
    await page.keyboard.press("Enter");
    const box = page.getByTestId("deal-lightbox");
    await expect(box).toBeVisible();
    await expect(box.getByRole("heading", { name: "Dubai Luxury — 5 Days" })).toBeVisible();
    await expect(box.getByRole("img")).toHaveAttribute("src", "/images/deals/dubai.svg");
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(image).toBeFocused();

    await page
      .locator('[data-testid="deal-card"][data-deal-id="bali-7-days"]')
      .getByTestId("deal-image")
      .click();
    await expect(box).toBeVisible();
    await box.getByRole("button", { name: "Close image" }).click();
    await expect(box).toBeHidden();
  });

  test("each deal has a visible booking control", async ({ page }) => {
    await page.goto("/deals");
    const book = page
      .locator('[data-testid="deal-card"][data-deal-id="bali-7-days"]')
      .getByRole("button", { name: "Book This Deal" });
    await expect(book).toHaveAttribute("data-lead-trigger", "deal_booking");
    await expect(book).toHaveAttribute("data-deal-id", "bali-7-days");
    await book.click();
    await expect(page.getByRole("dialog")).toContainText("Bali Bliss");
  });
});

test.describe("wedding planner", () => {
  test("venues, packages, guest-experience tabs, the callback phone and the consultation place", async ({
    page,
  }) => {
    await page.goto("/wedding-planner");
    await expect(page.getByTestId("wedding-venue")).toHaveCount(6);
    for (const state of ["Rajasthan", "Goa", "Kerala", "Himachal Pradesh"]) {
      await expect(page.getByTestId("wedding-venue").filter({ hasText: state }).first()).toBeVisible();
    }
    const pkgs = page.getByTestId("wedding-package");
    await expect(pkgs).toHaveCount(3);
    await expect(pkgs.nth(0)).toContainText("Royal Heritage");
    await expect(pkgs.nth(0)).toContainText("₹50 lakh onwards");
    await expect(pkgs.nth(0)).toContainText("7 days");
    await expect(pkgs.nth(1)).toContainText("Tropical Paradise");
    await expect(pkgs.nth(1)).toContainText("₹30 lakh onwards");
    await expect(pkgs.nth(2)).toContainText("Mountain Retreat");
    await expect(pkgs.nth(2)).toContainText("6 days");

    const tabs = page.getByRole("tablist", { name: "Guest experience" });
    await expect(tabs.getByRole("tab")).toHaveText(["Welcome", "Activities", "Dining", "Wellness"]);
    await tabs.getByRole("tab", { name: "Dining" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Jain");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Wellness" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("yoga");

    await expect(page.getByTestId("wedding-phone")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    const consultation = page.locator("#consultation");
    await expect(consultation.getByRole("heading", { name: "Request a consultation" })).toBeVisible();
    await expect(consultation).toContainText("within 24 hours");
  });
});

test.describe("about and contact", () => {
  test("about shows the mission, the four statistics word for word, why choose us and what we do", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "#Ourmission" })).toBeVisible();
    const stats = page.getByTestId("about-stat");
    await expect(stats).toHaveCount(4);
    const texts = await stats.evaluateAll((els) =>
      els.map((e) => `${e.querySelector("dd")?.textContent} ${e.querySelector("dt")?.textContent}`),
    );
    expect(texts).toEqual([
      "50,000+ Happy Travelers",
      "18 Countries Covered",
      "20+ Years Experience",
      "95% Visa Success Rate",
    ]);
    await expect(page.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="why-choose-us"] h3')).toHaveCount(4);
    for (const h of ["CXO Hospitality", "MICE", "Experiential L&D"])
      await expect(page.getByRole("heading", { level: 3, name: h })).toBeVisible();
  });

  test("contact shows the four ways to reach us and the enquiry place", async ({ page }) => {
    await page.goto("/contact");
    const cards = page.getByTestId("contact-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0).getByRole("link")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(cards.nth(2)).toContainText("Gurgaon");
    await expect(cards.nth(3).getByRole("link")).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.locator("#enquiry")).toContainText("within 2 hours");
  });
});
