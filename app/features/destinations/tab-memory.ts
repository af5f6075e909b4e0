/**
 * The destination tab a visitor chose, per history entry (React Router's location key) in
 * sessionStorage: Back to a destination opens the tab they left it on, as the browser restores the
 * scroll; a new visit starts on Overview. Storage refused (private mode, quota) just forgets.
 */
const PREFIX = "destination-tab:";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberTab(locationKey: string, tab: string, storage: Storage | null = session()) {
  try {
    storage?.setItem(PREFIX + locationKey, tab);
  } catch {
    // storage full or refused: the tab is simply not remembered
  }
}

/** The tab kept for this history entry, if it is still one of the page's tabs. */
export function recallTab<T extends string>(
  locationKey: string,
  tabs: readonly T[],
  storage: Storage | null = session(),
): T | null {
  let kept: string | null = null;
  try {
    kept = storage?.getItem(PREFIX + locationKey) ?? null;
  } catch {
    return null;
  }
  return tabs.find((t) => t === kept) ?? null;
}
