import { useId } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useConsoleAction } from "./console-request";

/** An admin's on/off setting: flips at once (PUT {"enabled"}), says what changed, and reads back the saved state. */
export function SettingSwitch({
  enabled,
  url,
  label,
  toasts,
}: {
  enabled: boolean;
  url: string;
  label: string;
  /** What the toast says after switching on, and after switching off. */
  toasts: { on: string; off: string };
}) {
  const { run, pending } = useConsoleAction();
  const labelId = useId();
  const hydrated = useHydrated();
  return (
    <div className="mb-3 flex items-center gap-3 text-sm text-ink-700">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        disabled={pending || !hydrated}
        onClick={() => run("PUT", url, { enabled: !enabled }, { success: enabled ? toasts.off : toasts.on })}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-progress",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500",
          enabled ? "bg-ink-900" : "bg-sand-300",
        )}
      >
        <span
          aria-hidden
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            enabled ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
      <span id={labelId}>{label}</span>
    </div>
  );
}
