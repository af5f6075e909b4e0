import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isSessionAlive, reportActivity, SESSION_CHANNEL, signOut } from "./console-session";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ showSuccessToast: toasts.success, showErrorToast: toasts.error }));

const answer = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe("the session check", () => {
  it("is alive while the server returns a session, ended when it returns null", async () => {
    expect(await isSessionAlive(answer(200, { session: { id: "s" }, user: { id: "u" } }))).toBe(true);
    expect(await isSessionAlive(answer(200, null))).toBe(false);
  });

  it("cannot tell (null, never 'ended') when the server fails or the network is down", async () => {
    expect(await isSessionAlive(answer(503, { code: "UNAVAILABLE" }))).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await isSessionAlive(offline)).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});

describe("reporting that a person is at work", () => {
  it("posts to the console's activity endpoint: taken, ended (401) or unknown", async () => {
    const taken = vi.fn(async () => new Response(null, { status: 204 }));
    expect(await reportActivity(taken)).toBe(true);
    const [url, init] = taken.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/console/activity");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(await reportActivity(answer(401, { code: "SESSION_NOT_FOUND" }))).toBe(false);
    expect(await reportActivity(answer(503, {}))).toBeNull();
    expect(
      await reportActivity(
        vi.fn(async () => {
          throw new TypeError("Failed to fetch");
        }),
      ),
    ).toBeNull();
  });
});

describe("signing out", () => {
  it("posts {} to the auth service, tells the other tabs, says so and goes to /auth", async () => {
    const heard: unknown[] = [];
    const other = new BroadcastChannel(SESSION_CHANNEL);
    other.onmessage = (e) => heard.push(e.data);
    const fetcher = answer(200, { success: true });
    const navigate = vi.fn();

    expect(await signOut(navigate, fetcher)).toBe(true);

    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/sign-out");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: "{}" });
    expect(toasts.success).toHaveBeenCalledWith("Signed out successfully");
    expect(navigate).toHaveBeenCalledWith("/auth");
    await vi.waitFor(() => expect(heard).toEqual([{ type: "signed-out" }]));
    other.close();
  });

  it.each([
    ["refuses", answer(500, { code: "INTERNAL" })],
    [
      "cannot be reached",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    ],
  ])("stays put with 'Failed to sign out' when the server %s", async (_name, fetcher) => {
    const navigate = vi.fn();
    expect(await signOut(navigate, fetcher)).toBe(false);
    expect(toasts.error).toHaveBeenCalledWith("Failed to sign out", expect.any(String));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
