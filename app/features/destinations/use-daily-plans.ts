import { useCallback, useRef, useState } from "react";
import { showErrorToast } from "~/components/ui/toast";
import type { DailyPlanItem } from "./destination-schema";

/**
 * Day-by-day plans are never in the page (it is prerendered for everyone): they are fetched from the
 * guarded endpoint when the visitor opens an itinerary. A 401 means "not verified yet": the caller
 * opens the unlock flow. Once one plan loads, the page knows the visitor is verified.
 */
export type UnlockStatus = "unknown" | "locked" | "unlocked";
export type FetchResult = "ok" | "locked" | "error";

export function dailyPlanUrl(slug: string, itineraryId: string) {
  return `/api/v1/destinations/${encodeURIComponent(slug)}/itineraries/${encodeURIComponent(itineraryId)}/daily-plan`;
}

export function useDailyPlans(slug: string) {
  const [status, setStatus] = useState<UnlockStatus>("unknown");
  const [plans, setPlans] = useState<Record<string, DailyPlanItem[]>>({});
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const cache = useRef<Record<string, DailyPlanItem[]>>({});

  const fetchPlan = useCallback(
    async (itineraryId: string): Promise<FetchResult> => {
      if (cache.current[itineraryId]) return "ok";
      try {
        const response = await fetch(dailyPlanUrl(slug, itineraryId), {
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        if (response.status === 401) {
          setStatus("locked");
          return "locked";
        }
        if (!response.ok) return "error";
        const body = (await response.json()) as { dailyPlan: DailyPlanItem[] };
        cache.current[itineraryId] = body.dailyPlan;
        setPlans({ ...cache.current });
        setStatus("unlocked");
        return "ok";
      } catch {
        return "error";
      }
    },
    [slug],
  );

  /** Loads every plan (for the printable itinerary); "locked" when the visitor is not verified. */
  const fetchAll = useCallback(
    async (itineraryIds: string[]): Promise<FetchResult> => {
      for (const id of itineraryIds) {
        const result = await fetchPlan(id);
        if (result !== "ok") return result;
      }
      return "ok";
    },
    [fetchPlan],
  );

  const setOpen = useCallback((itineraryId: string, open: boolean) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (open) next.add(itineraryId);
      else next.delete(itineraryId);
      return next;
    });
  }, []);

  /**
   * Opens or closes an itinerary's plan. Returns "locked" when the unlock flow should open instead.
   */
  const toggle = useCallback(
    async (itineraryId: string): Promise<FetchResult> => {
      if (openIds.has(itineraryId)) {
        setOpen(itineraryId, false);
        return "ok";
      }
      setLoadingId(itineraryId);
      const result = await fetchPlan(itineraryId);
      setLoadingId(null);
      if (result === "ok") setOpen(itineraryId, true);
      if (result === "error")
        showErrorToast("Couldn't load the day-by-day plan", "Please check your connection and try again.");
      return result;
    },
    [fetchPlan, openIds, setOpen],
  );

  return { status, plans, openIds, loadingId, toggle, fetchAll };
}

export type DailyPlans = ReturnType<typeof useDailyPlans>;
