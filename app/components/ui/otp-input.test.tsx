// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OtpInput } from "./otp-input";

function ControlledOtp({
  initialValue = "",
  onComplete,
  onEnter,
}: {
  initialValue?: string;
  onComplete?: (code: string) => void;
  onEnter?: (code: string) => void;
}) {
  const [value, setValue] = useState(initialValue);
  return <OtpInput value={value} onChange={setValue} onComplete={onComplete} onEnter={onEnter} />;
}

function setup(props: Parameters<typeof ControlledOtp>[0] = {}) {
  const user = userEvent.setup();
  render(<ControlledOtp {...props} />);
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "One-time code" });
  return { user, input };
}

afterEach(() => cleanup());

describe("OtpInput", () => {
  it("is a single numeric one-time-code field with six boxes", () => {
    const { input } = setup();
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input.maxLength).toBe(6);
  });

  it("ignores typed letters", async () => {
    const { user, input } = setup();
    await user.type(input, "abc");
    expect(input.value).toBe("");
    await user.type(input, "1a2b");
    expect(input.value).toBe("12");
  });

  it("keeps only six of seven typed digits", async () => {
    const { user, input } = setup();
    await user.type(input, "1234567");
    expect(input.value).toBe("123456");
  });

  it("fires the completion callback once with the six-digit code", async () => {
    const onComplete = vi.fn();
    const { user, input } = setup({ onComplete });
    await user.type(input, "1234567");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("rejects a paste that fails the pattern, leaving the value unchanged", async () => {
    const { user, input } = setup({ initialValue: "7" });
    await user.click(input);
    await user.paste("12ab56");
    expect(input.value).toBe("7");
  });

  it("rejects such a paste even where truncation would keep only valid digits", async () => {
    const { user, input } = setup({ initialValue: "12345" });
    await user.click(input);
    input.setSelectionRange(5, 5);
    await user.paste("6ab");
    expect(input.value).toBe("12345");
  });

  it("truncates an overlong pasted code to six digits and completes", async () => {
    const onComplete = vi.fn();
    const { user, input } = setup({ onComplete });
    await user.click(input);
    await user.paste("1234567");
    expect(input.value).toBe("123456");
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("123456");
  });

  it("accepts a pasted code written with a space and replaces a partial entry", async () => {
    const { user, input } = setup({ initialValue: "9" });
    await user.click(input);
    await user.paste("123 456");
    expect(input.value).toBe("123456");
  });

  it("calls onEnter with the current code when Enter is pressed", async () => {
    const onEnter = vi.fn();
    const { user, input } = setup({ onEnter });
    await user.type(input, "123456{Enter}");
    expect(onEnter).toHaveBeenCalledExactlyOnceWith("123456");
  });
});
