import { everyRequestSoFarSeen, expect, test, type Page } from "./fixtures";
import { DETECTOR_TIMING } from "../../app/features/screenshot-alerts/detector";
import { signInAs } from "./staff";

type Sent = { method: string; body: Record<string, unknown>; status?: number };

/** Every alert the console sends, as it is sent, with the server's answer once it comes. */
function recordAlerts(page: Page) {
  const sent: Sent[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/api/v1/console/screenshot-alerts")) return;
    const body = request.postDataJSON() as Record<string, unknown>;
    const alert: Sent = { method: String(body.detectionMethod), body };
    sent.push(alert);
    // (A request still under way when the test ends has no answer to read.)
    request.response().then(
      (response) => (alert.status = response?.status()),
      () => undefined,
    );
  });
  return sent;
}

const triggers: Record<string, (page: Page) => Promise<void>> = {
  keyboard_shortcut: (page) => page.keyboard.press("PrintScreen"),
  page_visibility_change: async (page) => {
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    // Hidden for longer than the detector waits before it counts it (the page's clock, moved on).
    await page.clock.runFor(DETECTOR_TIMING.hiddenMs + 200);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
  },
  context_menu_attempt: (page) =>
    page.getByRole("heading", { level: 1, name: "VOX" }).click({ button: "right" }),
  devtools_detection: async (page) => {
    await page.evaluate(() =>
      Object.defineProperty(window, "outerWidth", { configurable: true, get: () => window.innerWidth + 320 }),
    );
    // Past the detector's next look at the window's size.
    await page.clock.runFor(DETECTOR_TIMING.devtoolsCheckMs + 300);
    await page.evaluate(() =>
      Object.defineProperty(window, "outerWidth", { configurable: true, get: () => window.innerWidth }),
    );
  },
  copy_operation: async (page) => {
    await page.evaluate(() => document.execCommand("copy"));
  },
  window_focus_lost: async (page) => {
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await page.clock.runFor(DETECTOR_TIMING.blurMs + 200);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  },
  screen_capture_api: async (page) => {
    // Not awaited: the browser's own capture prompt may never answer in a test.
    await page.evaluate(() => {
      void navigator.mediaDevices.getDisplayMedia({ video: true }).catch(() => undefined);
    });
  },
};

test.describe("screenshot alerts on the console", () => {
  test.describe.configure({ timeout: 90_000 });

  test("each of the seven methods is reported once per visit, for the signed-in person", async ({ page }) => {
    // The detector's waits run on the page's clock, which the triggers move on instead of sleeping.
    await page.clock.install();
    await signInAs(page, "partner");
    await page.goto("/vox/pipeline");
    const sent = recordAlerts(page);
    for (const [method, trigger] of Object.entries(triggers)) {
      await trigger(page);
      await expect.poll(() => sent.filter((s) => s.method === method).length, { message: method }).toBe(1);
      // A second time in the same visit sends nothing more.
      await trigger(page);
    }
    // Past every wait the detector keeps (its quiet time after devtools is the longest), then
    // everything sent until now: a second alert for any method would be among it.
    await page.clock.runFor(DETECTOR_TIMING.devtoolsQuietMs + DETECTOR_TIMING.devtoolsCheckMs);
    await everyRequestSoFarSeen(page);
    expect(sent.map((s) => s.method).sort()).toEqual(Object.keys(triggers).sort());
    await expect.poll(() => sent.filter((s) => s.status === undefined).length).toBe(0);
    for (const alert of sent) {
      expect(alert.status, alert.method).toBe(202);
      expect(alert.body.currentRoute).toBe("/vox/pipeline");
      expect(alert.body.userEmail).toBe("partner@e2e.test");
      expect(new Date(String(alert.body.timestamp)).getTime()).toBeGreaterThan(Date.now() - 120_000);
    }

    // A new visit is a new detector: it reports again.
    await page.reload();
    const again = recordAlerts(page);
    await triggers.copy_operation!(page);
    await expect.poll(() => again.length).toBe(1);
  });

  test("the sign-in page does not watch anyone", async ({ page }) => {
    const sent = recordAlerts(page);
    await page.goto("/auth");
    await triggers.copy_operation!(page);
    await page.keyboard.press("PrintScreen");
    await everyRequestSoFarSeen(page);
    expect(sent).toHaveLength(0);
  });
});

test.describe("the admins' screenshot policy", () => {
  test.describe.configure({ timeout: 120_000 });

  // One setting for the whole installation, shared by every signed-in page: only the desktop
  // project changes it, so parallel runs do not race.
  test("everyday signals only count by default and right-click works; an admin makes copying alert, and back @desktop", async ({
    page,
    browser,
  }, testInfo) => {
    const answers: { method: string; as: unknown }[] = [];
    // The detector's requests are sent with keepalive, whose answers a page listener cannot read:
    // the answer is read on its way through instead.
    const listen = (p: Page) =>
      p.route("**/api/v1/console/screenshot-alerts", async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { as?: unknown };
        const sent = route.request().postDataJSON() as Record<string, unknown>;
        answers.push({ method: String(sent.detectionMethod), as: body.as });
        await route.fulfill({ response, json: body });
      });
    const answerFor = (method: string) => () => answers.filter((a) => a.method === method).at(-1)?.as;

    await signInAs(page, "partner");
    await listen(page);
    await page.goto("/vox/pipeline");
    // Right-click is noticed but never blocked.
    const prevented = await page.evaluate(() => {
      const event = new MouseEvent("contextmenu", { cancelable: true, bubbles: true });
      return !document.body.dispatchEvent(event);
    });
    expect(prevented).toBe(false);
    await expect.poll(answerFor("context_menu_attempt")).toBe("count");
    await triggers.copy_operation!(page);
    await expect.poll(answerFor("copy_operation")).toBe("count");
    await triggers.keyboard_shortcut!(page);
    await expect.poll(answerFor("keyboard_shortcut")).toBe("alert");

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signInAs(admin, "admin", { redirectTo: "/vox/users" });
      const policy = admin.getByRole("region", { name: "Screenshot detector" });
      const copying = policy.getByRole("radiogroup", { name: /^Text copied/ });
      await expect(copying.getByRole("radio", { name: "Count only" })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await copying.getByRole("radio", { name: "Alert" }).click();
      await expect(copying.getByRole("radio", { name: "Alert" })).toHaveAttribute("aria-checked", "true");
      await policy.screenshot({ path: testInfo.outputPath("screenshot-policy.png") });

      // The partner's next visit: the same copy now alerts, because the server says so.
      await page.reload();
      await triggers.copy_operation!(page);
      await expect.poll(answerFor("copy_operation")).toBe("alert");
    } finally {
      const copying = admin
        .getByRole("region", { name: "Screenshot detector" })
        .getByRole("radiogroup", { name: /^Text copied/ });
      await copying.getByRole("radio", { name: "Count only" }).click();
      await expect(copying.getByRole("radio", { name: "Count only" })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await adminContext.close();
    }
    await page.reload();
    await triggers.copy_operation!(page);
    await expect.poll(answerFor("copy_operation")).toBe("count");
  });
});
