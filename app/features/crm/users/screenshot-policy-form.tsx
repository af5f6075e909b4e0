import { useId } from "react";
import {
  DETECTION_METHODS,
  METHOD_LABELS,
  type DetectionMethod,
  type ScreenshotPolicy,
  type SignalOutcome,
} from "~/features/screenshot-alerts";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useConsoleAction } from "../shared/console-request";

const OUTCOME_WORDS: Record<SignalOutcome, string> = { alert: "Alert", count: "Count only" };

/**
 * Admins: per screenshot-detector method, whether it alerts (audited and e-mailed in the digest)
 * or only counts. Each choice is saved at once with the whole policy, which the server checks.
 */
export function ScreenshotPolicyForm({ policy }: { policy: ScreenshotPolicy }) {
  const { run, pending } = useConsoleAction();
  // A click before hydration would be lost silently: the choices wait for the page to be live.
  const hydrated = useHydrated();
  const headingId = useId();
  const choose = (method: DetectionMethod, outcome: SignalOutcome) =>
    run(
      "PUT",
      "/api/v1/console/settings/screenshot-policy",
      { policy: { ...policy, [method]: outcome } },
      {
        success: `${METHOD_LABELS[method]}: ${OUTCOME_WORDS[outcome].toLowerCase()}`,
      },
    );
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-xl border border-sand-200 bg-white p-3">
      <h3 id={headingId} className="text-sm font-semibold text-ink-900">
        Screenshot detector
      </h3>
      <p className="mb-2 text-xs text-ink-600">
        An alert is e-mailed to admins in the digest; a count is only tallied there, per person and day. Both
        stay in the audit log.
      </p>
      <ul className="divide-y divide-sand-100">
        {DETECTION_METHODS.map((method) => (
          <li key={method} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
            <span className="text-ink-700">{METHOD_LABELS[method]}</span>
            <span role="radiogroup" aria-label={METHOD_LABELS[method]} className="inline-flex gap-1">
              {(["alert", "count"] as const).map((outcome) => {
                const on = policy[method] === outcome;
                return (
                  <button
                    key={outcome}
                    type="button"
                    role="radio"
                    aria-checked={on}
                    disabled={pending || !hydrated}
                    onClick={() => (on ? undefined : void choose(method, outcome))}
                    className={cn(
                      "rounded-full border px-3 py-1 text-xs font-medium",
                      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500",
                      on ? "border-ink-900 bg-ink-900 text-white" : "border-sand-300 bg-white text-ink-700",
                    )}
                  >
                    {OUTCOME_WORDS[outcome]}
                  </button>
                );
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
