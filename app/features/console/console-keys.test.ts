import { describe, expect, it } from "vitest";
import { createKeySequence, isCommandMenuShortcut, isTypingTarget, JUMP_WINDOW_MS } from "./console-keys";

const bindings = { p: "pipeline", c: "contacts", g: "tags" } as const;
const key = (k: string, extra: Record<string, unknown> = {}) => ({ key: k, ...extra });

describe("g then a letter", () => {
  it("jumps when the letter follows g within the window", () => {
    const seq = createKeySequence(bindings);
    expect(seq.feed(key("g"), 1000)).toBeNull();
    expect(seq.feed(key("p"), 1000 + JUMP_WINDOW_MS)).toBe("pipeline");
  });

  it("does nothing when the letter comes too late, or without g", () => {
    const seq = createKeySequence(bindings);
    seq.feed(key("g"), 0);
    expect(seq.feed(key("p"), JUMP_WINDOW_MS + 1)).toBeNull();
    expect(seq.feed(key("p"), JUMP_WINDOW_MS + 2)).toBeNull();
  });

  it("uses a sequence once: the next letter alone does not jump again", () => {
    const seq = createKeySequence(bindings);
    seq.feed(key("g"), 0);
    expect(seq.feed(key("c"), 10)).toBe("contacts");
    expect(seq.feed(key("p"), 20)).toBeNull();
  });

  it("g g is the tags tab where it is bound, and a fresh start where it is not", () => {
    expect(createKeySequence(bindings).feed(key("g"), 0)).toBeNull();
    const admin = createKeySequence(bindings);
    admin.feed(key("g"), 0);
    expect(admin.feed(key("g"), 5)).toBe("tags");

    const partner = createKeySequence({ p: "pipeline" });
    partner.feed(key("g"), 0);
    expect(partner.feed(key("g"), 5)).toBeNull();
    expect(partner.feed(key("p"), 10)).toBe("pipeline");
  });

  it("an unbound letter ends the sequence", () => {
    const seq = createKeySequence(bindings);
    seq.feed(key("g"), 0);
    expect(seq.feed(key("x"), 5)).toBeNull();
    expect(seq.feed(key("p"), 10)).toBeNull();
  });

  it("accepts a capital letter typed with Caps Lock", () => {
    const seq = createKeySequence(bindings);
    seq.feed(key("G"), 0);
    expect(seq.feed(key("P"), 5)).toBe("pipeline");
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Alt", { altKey: true }],
    ["Shift", { shiftKey: true }],
    ["a held key", { repeat: true }],
    ["an IME composition", { isComposing: true }],
    ["a key another handler took", { defaultPrevented: true }],
  ])("ignores keys pressed with %s, and they reset the sequence", (_name, extra) => {
    const seq = createKeySequence(bindings);
    expect(seq.feed(key("g", extra), 0)).toBeNull();
    expect(seq.feed(key("p"), 5)).toBeNull();
    seq.feed(key("g"), 10);
    expect(seq.feed(key("p", extra), 15)).toBeNull();
    expect(seq.feed(key("p"), 20)).toBeNull();
  });

  it.each([
    ["an input", { tagName: "INPUT" }],
    ["a textarea", { tagName: "textarea" }],
    ["a select", { tagName: "SELECT" }],
    ["a contenteditable", { tagName: "DIV", isContentEditable: true }],
    ["a role=textbox", { tagName: "DIV", getAttribute: (n: string) => (n === "role" ? "textbox" : null) }],
  ])("ignores typing in %s", (_name, target) => {
    const seq = createKeySequence(bindings);
    seq.feed(key("g", { target }), 0);
    expect(seq.feed(key("p", { target }), 5)).toBeNull();
    seq.feed(key("g"), 10);
    expect(seq.feed(key("p", { target }), 15)).toBeNull();
  });

  it("ignores named keys (Escape, arrows) and lets them reset", () => {
    const seq = createKeySequence(bindings);
    seq.feed(key("g"), 0);
    expect(seq.feed(key("Escape"), 5)).toBeNull();
    expect(seq.feed(key("p"), 10)).toBeNull();
  });

  it("reset() forgets a pending g", () => {
    const seq = createKeySequence(bindings);
    seq.feed(key("g"), 0);
    seq.reset();
    expect(seq.feed(key("p"), 5)).toBeNull();
  });
});

describe("what counts as typing", () => {
  it("buttons, links and the page are not fields", () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({ tagName: "BUTTON" } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget({ tagName: "BODY" } as unknown as EventTarget)).toBe(false);
  });
});

describe("the command menu shortcut", () => {
  it("is Cmd+K or Ctrl+K, whatever the case", () => {
    expect(isCommandMenuShortcut(key("k", { metaKey: true }))).toBe(true);
    expect(isCommandMenuShortcut(key("K", { ctrlKey: true }))).toBe(true);
    expect(isCommandMenuShortcut(key("k"))).toBe(false);
    expect(isCommandMenuShortcut(key("k", { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isCommandMenuShortcut(key("j", { metaKey: true }))).toBe(false);
  });
});
