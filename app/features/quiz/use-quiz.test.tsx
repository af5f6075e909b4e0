// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markPhoneVerified } from "~/features/verification";
import { QUIZ_QUESTIONS } from "./quiz-content";
import { useQuiz } from "./use-quiz";

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const FIRST_OPTIONS = ["asia", "luxury", "2", "fixed_immediate", "budget_luxury", "luxury_resort"];

describe("useQuiz timing and state", () => {
  it("adds points at once, locks, and records the answer 800 ms later", () => {
    const { result } = renderHook(() => useQuiz());
    act(() => result.current.chooseOption("asia"));
    expect(result.current.state).toMatchObject({
      index: 0,
      selected: "asia",
      score: 90,
      locked: true,
      answers: [],
    });

    // A second tap while locked changes nothing.
    act(() => result.current.chooseOption("europe"));
    expect(result.current.state.score).toBe(90);

    act(() => vi.advanceTimersByTime(799));
    expect(result.current.state.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toMatchObject({
      index: 1,
      answers: ["asia"],
      selected: null,
      locked: false,
      score: 90,
    });
  });

  it("Q7 toggles points, records one comma-joined answer in option order, then 0.5 s after Q9 the contact stage", () => {
    const { result } = renderHook(() => useQuiz());
    for (const id of FIRST_OPTIONS) {
      act(() => result.current.chooseOption(id));
      act(() => vi.advanceTimersByTime(800));
    }
    expect(QUIZ_QUESTIONS[result.current.state.index].multiSelect).toBe(true);
    const before = result.current.state.score;
    act(() => result.current.toggleOption("spa_wellness"));
    act(() => result.current.toggleOption("honeymoon"));
    act(() => result.current.toggleOption("nightlife"));
    act(() => result.current.toggleOption("nightlife"));
    expect(result.current.state.score).toBe(before + 25);
    act(() => result.current.submitSelections());
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.state.answers[6]).toBe("honeymoon,spa_wellness");

    act(() => result.current.chooseOption("custom"));
    act(() => vi.advanceTimersByTime(800));
    act(() => result.current.chooseOption("unique"));
    act(() => vi.advanceTimersByTime(800));
    // Recorded, index stays on the last question, still locked for the extra 0.5 s.
    expect(result.current.state).toMatchObject({ stage: "question", index: 8, locked: true });
    expect(result.current.state.answers).toHaveLength(9);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.state.stage).toBe("question");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.stage).toBe("contact");
    expect(result.current.state.score).toBe(935);
  });

  it("keeps the mobile field as typed, and 'Back to Quiz' resets everything, cancelling pending advances", () => {
    const { result } = renderHook(() => useQuiz());
    act(() => result.current.setPhone("+91 98123 45678"));
    expect(result.current.state.phone).toBe("+91 98123 45678");
    // Too many digits stay too many (the form names it), never cut into somebody else's number.
    act(() => result.current.setPhone("98123456789999"));
    expect(result.current.state.phone).toBe("98123456789999".slice(0, 13));
    act(() => result.current.setName("Priya"));
    act(() => result.current.chooseOption("asia"));
    act(() => result.current.reset());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.state).toMatchObject({
      stage: "question",
      index: 0,
      answers: [],
      score: 0,
      name: "",
      phone: "",
    });
    expect(result.current.verification.state).toMatchObject({ step: "details", submissionId: null });
  });

  it("the send button's guard: nothing is sent while name or mobile is empty", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const { result } = renderHook(() => useQuiz());
    await act(() => result.current.sendOtp());
    act(() => result.current.setName("Priya"));
    await act(() => result.current.sendOtp());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a number outside India keeps its +, is cleared when the box changes kind, and survives a reload", () => {
    const first = renderHook(() => useQuiz());
    act(() => first.result.current.setPhone("98111 22233"));
    act(() => first.result.current.setAbroad(true));
    expect(first.result.current.state).toMatchObject({ abroad: true, phone: "" });
    act(() => first.result.current.setPhone("+44 7911 123456"));
    act(() => first.result.current.setEmail("meera@example.co.uk"));
    expect(first.result.current.state.phone).toBe("+44 7911 123456");
    first.unmount();
    const second = renderHook(() => useQuiz());
    expect(second.result.current.state).toMatchObject({
      abroad: true,
      phone: "+44 7911 123456",
      email: "meera@example.co.uk",
    });
    act(() => second.result.current.setAbroad(false));
    expect(second.result.current.state).toMatchObject({ abroad: false, phone: "" });
  });

  it("sends the WhatsApp and offers choices with the start only for a number this browser confirmed", async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({ error: { title: "Busy", description: "Try again." } }, { status: 503 });
      }),
    );
    const { result } = renderHook(() => useQuiz());
    act(() => result.current.setName("Priya Shah"));
    act(() => result.current.setPhone("98123 45678"));
    act(() => result.current.setOptIns({ whatsapp: true, marketing: false }));
    await act(() => result.current.sendOtp());
    expect(bodies[0]).not.toHaveProperty("optIns");

    markPhoneVerified("quiz", "+91 98123 45678");
    await act(() => result.current.sendOtp());
    expect(bodies[1]).toMatchObject({ optIns: { whatsapp: true, marketing: false } });
    window.localStorage.clear();
  });

  it("a number with its country code typed in the Indian box opens the e-mail box, keeping the number", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const { result } = renderHook(() => useQuiz());
    act(() => result.current.setName("Meera Iyer"));
    act(() => result.current.setPhone("+44 7911 123456"));
    await act(() => result.current.sendOtp());
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(result.current.state).toMatchObject({ abroad: true, phone: "+44 7911 123456" });
    expect(result.current.verification.state.fieldErrors.email).toMatch(/email/i);
  });

  it("keeps the answers and details across a reload, and a code already sent is taken up again", () => {
    const first = renderHook(() => useQuiz());
    for (const id of FIRST_OPTIONS.slice(0, 3)) {
      act(() => first.result.current.chooseOption(id));
      act(() => vi.advanceTimersByTime(800));
    }
    // A choice not yet recorded (the reload came within 0.8 s) is not kept, and neither are its points.
    act(() => first.result.current.chooseOption("fixed_immediate"));
    first.unmount();

    const second = renderHook(() => useQuiz());
    expect(second.result.current.state).toMatchObject({
      stage: "question",
      index: 3,
      answers: ["asia", "luxury", "2"],
      score: 90 + 120 + 100,
      locked: false,
    });
    second.unmount();

    window.sessionStorage.setItem(
      "luxe.quiz-in-progress",
      JSON.stringify({
        quiz: {
          stage: "contact",
          index: 8,
          answers: [
            "asia",
            "luxury",
            "2",
            "fixed_immediate",
            "budget_luxury",
            "luxury_resort",
            "",
            "custom",
            "unique",
          ],
          name: "Priya",
          phone: "98123 45678",
        },
        submissionId: "6f1c2d3e-1111-4222-8333-944455556666",
      }),
    );
    const third = renderHook(() => useQuiz());
    expect(third.result.current.stage).toBe("contact");
    expect(third.result.current.state).toMatchObject({
      name: "Priya",
      phone: "98123 45678",
      score: 90 + 120 + 100 + 130 + 130 + 120 + 110 + 110,
    });
    expect(third.result.current.verification.state.submissionId).toBe("6f1c2d3e-1111-4222-8333-944455556666");
  });

  it("ignores a saved quiz that is not one (tampered or from an older version)", () => {
    window.sessionStorage.setItem(
      "luxe.quiz-in-progress",
      JSON.stringify({ quiz: { stage: "contact", index: 99, answers: "x" } }),
    );
    const { result } = renderHook(() => useQuiz());
    expect(result.current.state).toMatchObject({ stage: "question", index: 0, answers: [] });
  });
});
