import { expect, test, type Page } from "./fixtures";
import { signInAs } from "./staff";

type Sent = { method: string; body: Record<string, unknown>; status?: number };

/** Every alert the console sends, with the server's answer. */
function recordAlerts(page: Page) {
  const sent: Sent[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith("/api/v1/console/screenshot-alerts")) return;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    sent.push({ method: String(body.detectionMethod), body, status: response.status() });
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
    await page.waitForTimeout(700);
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
    await page.waitForTimeout(2_300);
    await page.evaluate(() =>
      Object.defineProperty(window, "outerWidth", { configurable: true, get: () => window.innerWidth }),
    );
  },
  copy_operation: async (page) => {
    await page.evaluate(() => document.execCommand("copy"));
  },
  window_focus_lost: async (page) => {
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await page.waitForTimeout(1_200);
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
    await signInAs(page, "partner");
    await page.goto("/vox?tab=pipeline");
    const sent = recordAlerts(page);
    for (const [method, trigger] of Object.entries(triggers)) {
      await trigger(page);
      await expect.poll(() => sent.filter((s) => s.method === method).length, { message: method }).toBe(1);
      // A second time in the same visit sends nothing more.
      await trigger(page);
    }
    await page.waitForTimeout(2_500);
    expect(sent.map((s) => s.method).sort()).toEqual(Object.keys(triggers).sort());
    for (const alert of sent) {
      expect(alert.status, alert.method).toBe(202);
      expect(alert.body.currentRoute).toBe("/vox?tab=pipeline");
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
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
  });
});
