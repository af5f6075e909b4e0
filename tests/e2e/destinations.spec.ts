import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./axe";
import { kenya } from "../../app/features/destinations/content/kenya.server";
import { destinationIndex } from "../../app/lib/destination-index";
import { addBusinessDays, formatShortDate } from "../../app/features/destinations/visa-date";
import { defaultSiteSettings } from "../../app/lib/site-settings";

const lockedItinerary = kenya.itineraries[0];
const lockedDayText = lockedItinerary.dailyPlan[1].description;
const TAB_NAMES = ["Overview", "Itineraries", "Weather", "Travel Info"];

test.describe("home page", () => {
  // The full section list (with the quiz teaser) is a desktop check.
  test("shows every section of the home page in order @desktop", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The world, arranged");

    const sectionIds = [
      "home-hero",
      "destination-picker",
      "travel-experts",
      "quiz-teaser",
      "picks",
      "destination-grid",
      "customisation-teaser",
      "support-hub",
      "companion-app",
      "feature-list",
      "cxo-testimonials",
      "trust-strip",
    ];
    const tops: number[] = [];
    for (const id of sectionIds) {
      const section = page.getByTestId(id);
      await expect(section, id).toBeVisible();
      tops.push((await section.boundingBox())!.y);
    }
    // The picker sits inside the hero; everything else follows in the home page's order.
    const ordered = tops.filter((_, i) => sectionIds[i] !== "destination-picker");
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));

    const experts = page.getByTestId("travel-experts");
    for (const name of ["Ananya Rao", "Vikram Mehta", "Meera Iyer", "Karan Malhotra"])
      await expect(experts.getByText(name)).toBeVisible();
    await expect(experts.getByText("Kenya", { exact: true })).toBeVisible();

    await expect(page.getByTestId("quiz-teaser")).toContainText("about 3 minutes");
    await expect(
      page.getByTestId("quiz-teaser").getByRole("link", { name: /take the quiz/i }),
    ).toHaveAttribute("href", "/quiz");

    const picks = page.getByTestId("picks").getByTestId("destination-card");
    await expect(picks).toHaveCount(4);
    expect(await picks.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-slug")))).toEqual([
      "kenya",
      "norway",
      "japan",
      "switzerland",
    ]);
    for (const card of await picks.all()) {
      await expect(card).toHaveAttribute("data-featured", "true");
      await expect(card.getByText("Premium")).toBeVisible();
    }
    const grid = page.getByTestId("destination-grid").getByTestId("destination-card");
    await expect(grid).toHaveCount(14);
    await expect(grid.getByText("Premium")).toHaveCount(0);
    await expect(grid.first().getByRole("link", { name: "Bali" })).toHaveAttribute(
      "href",
      "/destination/bali",
    );
    await expect(grid.first().getByRole("listitem")).toHaveCount(3);

    await expect(
      page.getByTestId("customisation-teaser").locator('[data-lead-trigger="priority_access"]'),
    ).toHaveText("Get Priority Access");

    const hub = page.getByTestId("support-hub");
    for (const text of ["Live chat 3 agents online", "50+ countries", "~2 min response"])
      await expect(hub.getByText(text)).toBeVisible();
    await expect(hub.getByRole("link", { name: "Start Smart Chat" })).toHaveAttribute("href", "/luxe-match");
    await expect(hub.getByRole("link", { name: "Talk to a human" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(hub.locator('[data-lead-trigger="callback"]')).toBeVisible();
    await expect(hub.getByTestId("emergency-line")).toHaveAttribute(
      "href",
      `tel:${defaultSiteSettings.emergencyPhoneE164}`,
    );

    const app = page.getByTestId("companion-app");
    for (const text of ["Day 3 of 8 · Kenya", "Angama Mara · 2 nights"])
      await expect(app.getByText(text, { exact: true })).toBeVisible();
    await expect(app.getByText(/Joseph Kamau/)).toBeVisible();
    const features = page.getByTestId("feature-list");
    await expect(features.getByText("Real-Time Driver Details")).toBeVisible();
    await expect(features.getByText(/live tracking with ETA updates/)).toBeVisible();
    await expect(features.getByText("Hassle-Free Airport Pickups")).toBeVisible();
    await expect(features.getByRole("listitem")).toHaveCount(6);

    await expect(page.getByRole("heading", { name: "#CXOAppreciation" })).toBeVisible();
    const testimonials = page.getByTestId("testimonial");
    await expect(testimonials).toHaveCount(6);
    await expect(testimonials.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(6);

    const badge = page.getByTestId("rating-badge");
    await expect(badge).toContainText("4.9 STAR");
    await expect(badge).toHaveAttribute("href", defaultSiteSettings.reviewUrl);
    await expect(badge).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("partner-login")).toHaveAttribute("href", "/auth");
  });

  test("hides the quiz teaser on a phone @phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("home-hero")).toBeVisible();
    await expect(page.getByTestId("quiz-teaser")).toBeHidden();
    await expect(page.getByTestId("picks").getByTestId("destination-card")).toHaveCount(4);
  });

  test("the destination picker selects, links and clears", async ({ page }) => {
    await page.goto("/");
    const picker = page.getByTestId("destination-picker");
    const input = picker.getByRole("combobox");
    await expect(input).toHaveAttribute("placeholder", "Pick your destination");
    await input.click();
    const kenyaOption = page.getByRole("option", { name: /Kenya/ });
    await expect(kenyaOption).toContainText("Safari · Wildlife");
    await expect(page.getByRole("option")).toHaveCount(18);
    await kenyaOption.click();
    await expect(input).toHaveValue("Kenya");
    await expect(picker.getByRole("link", { name: "Explore Kenya" })).toHaveAttribute(
      "href",
      "/destination/kenya",
    );

    await picker.getByRole("button", { name: "Clear destination" }).click();
    await expect(input).toHaveValue("");
    await expect(picker.getByRole("link", { name: /Explore/ })).toHaveCount(0);

    await input.fill("japan");
    await input.press("Enter");
    await expect(input).toHaveValue("Japan");
    await picker.getByRole("link", { name: "Explore Japan" }).click();
    await expect(page).toHaveURL(/\/destination\/japan$/);
    await expect(page.getByRole("heading", { level: 1, name: "Japan" })).toBeVisible();
  });

  test("the visa line shows the visitor's date after hydration, not the build day", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // Prerendered HTML holds only the placeholder.
    expect(html).toContain("Get Visa by:");
    expect(html).not.toMatch(/data-testid="visa-date"[^>]*>\d/);

    await page.goto("/");
    const kenyaCard = page.locator('[data-testid="destination-card"][data-slug="kenya"]');
    await expect(kenyaCard.getByTestId("visa-date")).toHaveText(
      formatShortDate(addBusinessDays(new Date(), 5)),
    );
    const baliCard = page.locator('[data-testid="destination-card"][data-slug="bali"]');
    await expect(baliCard.getByTestId("visa-date")).toHaveText(
      formatShortDate(addBusinessDays(new Date(), 1)),
    );
    await expect(
      page.locator('[data-testid="destination-card"][data-slug="maldives"]').getByTestId("visa-line"),
    ).toHaveText("Visa on Arrival ✓");
  });

  test("the priority-access button opens the priority-access form", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByTestId("customisation-teaser")
      .getByRole("button", { name: "Get Priority Access" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Get Priority Access" });
    await expect(dialog).toBeVisible();
    for (const label of ["Full name", "Email", "Mobile number"])
      await expect(dialog.getByLabel(label)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened it (keyboard users continue where they were).
    await expect(trigger).toBeFocused();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("visa-date").first()).not.toBeEmpty();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("destination pages", () => {
  test("every destination renders with its four tabs", async ({ page }) => {
    test.setTimeout(120_000);
    for (const { slug, name } of destinationIndex) {
      const response = await page.goto(`/destination/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("tab")).toHaveText(TAB_NAMES);
      await expect(page.getByTestId("info-cards").locator("dt")).toHaveText([
        "Best time to visit",
        "Currency",
        "Language",
        "Time zone",
      ]);
      await expect(page.getByTestId("highlights").getByRole("listitem")).toHaveCount(5);
    }
  });

  test("tabs switch between overview, itineraries, weather and travel info", async ({ page }) => {
    await page.goto("/destination/kenya");
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Why Kenya" })).toBeVisible();

    await page.getByRole("tab", { name: "Itineraries" }).click();
    const cards = page.getByTestId("itinerary-card");
    await expect(cards).toHaveCount(kenya.itineraries.length);
    await expect(cards.first()).toContainText(lockedItinerary.title);
    await expect(cards.first()).toContainText("8 Days / 7 Nights");
    await expect(cards.first()).toContainText("₹2,95,000 – ₹3,85,000");

    await page.getByRole("tab", { name: "Weather" }).click();
    await expect(page.getByTestId("weather-table").locator("tbody tr")).toHaveCount(12);
    await expect(page.getByRole("heading", { name: "Why Kenya" })).toBeHidden();

    await page.getByRole("tab", { name: "Travel Info" }).click();
    await expect(page.getByRole("heading", { name: "From Delhi" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "From Mumbai" })).toBeVisible();
    await expect(page.getByTestId("visa-processing")).toHaveText("5 working days processing");

    // Keyboard: arrows move between tabs.
    await page.getByRole("tab", { name: "Travel Info" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Weather" })).toHaveAttribute("aria-selected", "true");
  });

  test("visa-free destinations say so on the Travel Info tab", async ({ page }) => {
    await page.goto("/destination/hong-kong");
    await page.getByRole("tab", { name: "Travel Info" }).click();
    await expect(page.getByTestId("visa-processing")).toHaveText("No visa needed: visa-free for 14 days");
  });

  test("an unknown slug is a 404 with 'Destination Not Found'", async ({ page, request }) => {
    const response = await request.get("/destination/atlantis");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Destination Not Found");
    expect(html).toContain("The destination you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toContain('content="noindex, nofollow"');

    await page.goto("/destination/atlantis");
    await expect(page.getByRole("heading", { level: 1, name: "Destination Not Found" })).toBeVisible();
    await expect(page.getByText("The destination you're looking for doesn't exist.")).toBeVisible();
  });

  test("the daily plan is in neither the HTML nor the JS of an unverified page, and the API refuses it", async ({
    page,
    request,
  }) => {
    const response = await request.get("/destination/kenya");
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The page itself is there (its itineraries travel in the loader data), only the plan is not.
    expect(html).toContain(lockedItinerary.id);
    expect(html).not.toContain(lockedDayText);
    expect(html).not.toContain(lockedItinerary.dailyPlan[0].title);

    const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets)
      expect(await (await request.get(asset)).text(), asset).not.toContain(lockedDayText);
    const data = await request.get("/destination/kenya.data");
    expect(await data.text()).not.toContain(lockedDayText);

    const api = await request.get(`/api/v1/destinations/kenya/itineraries/${lockedItinerary.id}/daily-plan`);
    expect(api.status()).toBe(403);
    const refusal = (await api.json()) as { error: { title: string; description: string } };
    expect(refusal.error.title).toBe("Plan locked");
    expect(refusal.error.description).toMatch(/Verify your phone number/);

    // Clicking the locked plan opens the unlock flow instead.
    await page.goto("/destination/kenya");
    await page.getByRole("tab", { name: "Itineraries" }).click();
    const trigger = page.getByTestId("itinerary-card").first().getByTestId("toggle-daily-plan");
    await expect(trigger).toHaveAttribute("data-lead-trigger", "itinerary_unlock");
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Unlock the Day-by-Day Plan" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(lockedItinerary.title);
    await expect(page.getByTestId("daily-plan")).toHaveCount(0);
  });

  test("the customiser remembers choices on this device", async ({ page }) => {
    await page.goto("/destination/kenya");
    await page.getByRole("tab", { name: "Itineraries" }).click();
    const card = page.getByTestId("itinerary-card").first();
    await card.getByRole("button", { name: "Customise package" }).click();
    const customiser = card.getByTestId("package-customiser");
    for (const legend of ["Change Hotels", "Add/Remove Activities", "Choose Transfers"])
      await expect(customiser.getByText(legend)).toBeVisible();
    await expect(customiser.getByText(/SIC \(shared\)|Private/).first()).toBeVisible();
    await expect(customiser.getByRole("button", { name: "Coming Soon!" })).toBeDisabled();

    const secondHotel = lockedItinerary.customiser.hotels[1].name;
    const activity = lockedItinerary.customiser.activities[0].name;
    await customiser.getByRole("radio", { name: new RegExp(secondHotel) }).check();
    await customiser.getByRole("checkbox", { name: new RegExp(activity) }).check();
    await customiser.getByRole("radio", { name: "Shared Transfer" }).check();

    const stored = await page.evaluate(() => localStorage.getItem("luxe-voyages:customisation:kenya"));
    expect(JSON.parse(stored!).byItinerary[lockedItinerary.id]).toMatchObject({
      hotel: secondHotel,
      activities: [activity],
      transfer: "shared",
    });

    await page.reload();
    await page.getByRole("tab", { name: "Itineraries" }).click();
    const again = page.getByTestId("itinerary-card").first();
    await again.getByRole("button", { name: "Customise package" }).click();
    await expect(again.getByRole("radio", { name: new RegExp(secondHotel) })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: new RegExp(activity) })).toBeChecked();
    await expect(again.getByRole("radio", { name: "Shared Transfer" })).toBeChecked();
  });

  test("Save, Share and Download work", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/destination/norway");
    const actions = page.getByTestId("destination-actions");

    await actions.getByRole("button", { name: "Save" }).click();
    await expect(actions.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(
      page.getByTestId("destination-actions").getByRole("button", { name: "Saved" }),
    ).toBeVisible();

    // No Web Share API in desktop Chromium on Linux: the link is copied instead.
    await page.evaluate(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.getByTestId("destination-actions").getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/destination\/norway$/);

    // Download is a link to the itineraries' PDF (its content: itinerary-pdf.spec.ts).
    await expect(
      page.getByTestId("destination-actions").getByRole("link", { name: "Download" }),
    ).toHaveAttribute("download", "norway-itineraries.pdf");
  });

  test("the page has its own title, description, canonical, Open Graph image and JSON-LD", async ({
    request,
  }) => {
    const html = await (await request.get("/destination/singapore")).text();
    expect(html).toContain("<title>Singapore Luxury Holiday Packages from India | Luxe Voyages</title>");
    expect(html).toMatch(/<meta name="description" content="Singapore holidays from ₹1\.2 lakh per person/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/destination\/singapore"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/images\/destinations\/singapore\.svg"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const place = jsonLd.find((j) => j["@type"] === "TouristDestination");
    expect(place.address.addressCountry).toBe("SG");
    const trips = jsonLd.filter((j) => j["@type"] === "TouristTrip");
    expect(trips.length).toBeGreaterThanOrEqual(2);
    expect(trips[0].offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: 120000,
    });
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/destination/kenya");
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("tab", { name: "Itineraries" }).click();
    await page
      .getByTestId("itinerary-card")
      .first()
      .getByRole("button", { name: "Customise package" })
      .click();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("tab", { name: "Weather" }).click();
    await expectNoSeriousAxeViolations(page);
  });
});
