import { useCallback, useEffect, useRef, useState } from "react";
import { showErrorToast } from "~/components/ui/toast";
import { leadFlowEndpoints, useProofAnnouncements, type ProofStatus } from "~/features/verification";
import type { DailyPlanItem } from "./destination-schema";

/**
 * Day-by-day plans are never in the page (it is prerendered for everyone): they are fetched from the
 * guarded endpoint when the visitor opens an itinerary. Whether this browser may read them is asked
 * first (the unlock flow's proof read, always a 200, true for any proof that opens the plans), so a
 * visitor who is not verified gets the unlock form without a refused request; a 403 from the plan
 * itself (a proof that ran out meanwhile) says the same. A phone verified meanwhile by any flow on
 * this page or in another tab (priority access, a booking) opens them at once when its proof does.
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
  const statusRef = useRef<UnlockStatus>("unknown");
  const access = useRef<Promise<UnlockStatus> | null>(null);

  const settle = useCallback((next: UnlockStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  /** Asks once per page view whether a proof opens the plans; a failed read leaves it "unknown". */
  const readAccess = useCallback((): Promise<UnlockStatus> => {
    access.current ??= fetch(leadFlowEndpoints("itinerary_unlock").proof, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    })
      .then(async (response) => {
        if (!response.ok) return "unknown" as const;
        const body = (await response.json()) as ProofStatus;
        return body.verified ? ("unlocked" as const) : ("locked" as const);
      })
      .catch(() => "unknown" as const)
      .then((found) => {
        // The unlock flow may have finished while the read was on its way: it knows better.
        if (statusRef.current === "unknown") settle(found);
        else access.current = null;
        return statusRef.current;
      });
    return access.current;
  }, [settle]);

  useEffect(() => {
    void readAccess();
  }, [readAccess]);

  /** The unlock flow verified the phone: the proof cookie is set, every plan may be read now. */
  const markUnlocked = useCallback(() => settle("unlocked"), [settle]);

  // Another flow's proof that opens the plans: no unlock form for them from now on (the plan's own
  // answer still decides; a 403 locks them again).
  useProofAnnouncements((proof) => {
    if (proof.unlocks.includes("daily_plans")) settle("unlocked");
  });

  const fetchPlan = useCallback(
    async (itineraryId: string): Promise<FetchResult> => {
      if (cache.current[itineraryId]) return "ok";
      const known = statusRef.current === "unknown" ? await readAccess() : statusRef.current;
      if (known === "locked") return "locked";
      try {
        const response = await fetch(dailyPlanUrl(slug, itineraryId), {
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        if (response.status === 403) {
          access.current = null;
          settle("locked");
          return "locked";
        }
        if (!response.ok) return "error";
        const body = (await response.json()) as { dailyPlan: DailyPlanItem[] };
        cache.current[itineraryId] = body.dailyPlan;
        setPlans({ ...cache.current });
        settle("unlocked");
        return "ok";
      } catch {
        return "error";
      }
    },
    [slug, readAccess, settle],
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

  return { status, plans, openIds, loadingId, toggle, markUnlocked };
}

export type DailyPlans = ReturnType<typeof useDailyPlans>;
