import { useEffect, useState } from "react";

/**
 * The rows ticked for a bulk action. Ticks only ever cover rows on screen: a new page or filter drops
 * them, while a list refreshed by a new lead keeps the ticked rows still there.
 */
export function useTickedRows(rowIds: string[]) {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const onScreenKey = rowIds.join();
  useEffect(() => {
    const onScreen = new Set(onScreenKey.split(","));
    setTicked((current) => {
      const kept = [...current].filter((id) => onScreen.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [onScreenKey]);
  return [ticked, setTicked] as const;
}
