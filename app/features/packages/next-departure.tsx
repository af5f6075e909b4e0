import { useSyncExternalStore } from "react";
import { formatDepartureDate, nextDepartureDate, type DepartureRule } from "./package-format";

const subscribe = () => () => {};

/** false on the server and during hydration, true afterwards. */
function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The next departure from the visitor's today. Package pages are prerendered, so a date computed on
 * the server would freeze the build day (and could disagree with the browser at hydration): the server
 * renders a placeholder of the date's width and the browser fills the date in after hydration.
 */
export function NextDepartureDate({ rule, className }: { rule: DepartureRule; className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <span className={className} data-testid="next-departure">
        <span aria-hidden="true" className="inline-block h-3 w-28 rounded-sm bg-sand-200 align-middle" />
      </span>
    );
  }
  const iso = nextDepartureDate(rule, new Date());
  return (
    <time dateTime={iso} className={className} data-testid="next-departure">
      {formatDepartureDate(iso)}
    </time>
  );
}
