// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { KeepQuizResults } from "./quiz-results-keep";

vi.mock("~/components/ui/toast", () => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  dismissErrorToasts: vi.fn(),
}));

const ID = "0b8c7f0e-52a2-4c8e-9d0e-1f2a3b4c5d6e";
const LINK = { path: `/quiz/results/${ID}.${"a".repeat(43)}`, expiresAt: "2026-11-29T06:15:00.000Z" };
const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showErrorToast).mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

it("says until when the link works and e-mails it for the submission it names", async () => {
  const user = userEvent.setup();
  render(<KeepQuizResults link={LINK} />);
  expect(screen.getByText(/until 29 Nov 2026, 11:45 am \(India time\)/)).toBeTruthy();
  const send = screen.getByRole("button", { name: "E-mail me the link" });
  expect((send as HTMLButtonElement).disabled).toBe(true);
  await user.type(screen.getByLabelText("E-mail address for the link"), "kavya@example.in");
  reply(200, {
    toast: { title: "Link sent", description: "We e-mailed your results link to kavya@example.in." },
  });
  await user.click(send);
  await screen.findByText("Sent to kavya@example.in.");
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe("/api/v1/quiz/results-link");
  expect(JSON.parse(init.body)).toEqual({ submissionId: ID, email: "kavya@example.in" });
  expect(showSuccessToast).toHaveBeenCalledWith(
    "Link sent",
    "We e-mailed your results link to kavya@example.in.",
  );
});

it("a refusal is toasted once and is the box's description, not a second alert", async () => {
  const user = userEvent.setup();
  render(<KeepQuizResults link={LINK} />);
  const box = screen.getByLabelText("E-mail address for the link");
  await user.type(box, "kavya@");
  reply(400, {
    error: { title: "Invalid Email", description: "Please enter a valid e-mail address.", field: "email" },
  });
  await user.click(screen.getByRole("button", { name: "E-mail me the link" }));
  await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
  expect(showErrorToast).toHaveBeenCalledTimes(1);
  expect(showErrorToast).toHaveBeenCalledWith("Invalid Email", "Please enter a valid e-mail address.");
  expect(document.getElementById(box.getAttribute("aria-describedby")!)!.textContent).toBe(
    "Please enter a valid e-mail address.",
  );
  expect(screen.queryAllByRole("alert")).toHaveLength(0);
});
