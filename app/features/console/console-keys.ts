/**
 * The console's keyboard moves: Cmd/Ctrl+K opens the command menu, and "g" followed by a tab's letter
 * switches tab. Pure, so the rules (what counts as typing, how long "g" waits) are tested on their own.
 */

/** How long after "g" the second letter still counts. */
export const JUMP_WINDOW_MS = 1500;

export type KeyLike = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target?: EventTarget | null;
};

type ElementLike = {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
};

/** Typing into a field is never a shortcut. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  const el = target as ElementLike | null | undefined;
  if (!el || typeof el !== "object") return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName?.toUpperCase();
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return true;
  return el.getAttribute?.("role") === "textbox";
}

/** Cmd+K (macOS) or Ctrl+K elsewhere: opens the command menu, even from a field. */
export function isCommandMenuShortcut(event: KeyLike): boolean {
  return (
    event.key.toLowerCase() === "k" && (event.metaKey === true || event.ctrlKey === true) && !event.altKey
  );
}

/**
 * Follows "g" then a letter. Feed it every keydown; it answers the bound value when the second letter
 * completes a jump, otherwise null. Anything with a modifier, a held key or a key typed into a field
 * resets it, so a word typed elsewhere never jumps.
 */
export function createKeySequence<T>(bindings: Readonly<Record<string, T>>, windowMs = JUMP_WINDOW_MS) {
  let leaderAt: number | null = null;
  return {
    feed(event: KeyLike, now: number): T | null {
      const plain =
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !event.shiftKey &&
        !event.repeat &&
        !event.isComposing &&
        !event.defaultPrevented &&
        !isTypingTarget(event.target);
      if (!plain || event.key.length !== 1) {
        leaderAt = null;
        return null;
      }
      const key = event.key.toLowerCase();
      if (leaderAt !== null && now - leaderAt <= windowMs) {
        leaderAt = null;
        const bound = Object.hasOwn(bindings, key) ? bindings[key]! : null;
        // A second "g" with nothing bound to it starts a new sequence.
        if (bound === null && key === "g") leaderAt = now;
        return bound;
      }
      leaderAt = key === "g" ? now : null;
      return null;
    },
    reset() {
      leaderAt = null;
    },
  };
}
