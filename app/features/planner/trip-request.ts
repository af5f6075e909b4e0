/** What the planner understood of a conversation (a first version; the full parser follows). */
export type ChatTurn = { role: "user" | "assistant"; content: string };
export type PlannerDestination =
  "kenya" | "switzerland" | "norway" | "sweden" | "denmark" | "japan" | "dubai";
export type TripRequest = {
  destination: PlannerDestination | null;
  unsupportedDestination: string | null;
  style: "relaxed" | "adventure" | "cultural" | "mix" | null;
  dates: { from: string; to: string } | null;
  month: string | null;
  nights: number | null;
  adults: number | null;
  children: number | null;
  budgetInr: number | null;
};

export function parseTrip(turns: ChatTurn[], now: Date): TripRequest {
  void now;
  const text = turns
    .filter((t) => t.role === "user")
    .map((t) => t.content.toLowerCase())
    .join(" ");
  const destinations: PlannerDestination[] = [
    "kenya",
    "switzerland",
    "norway",
    "sweden",
    "denmark",
    "japan",
    "dubai",
  ];
  return {
    destination: destinations.find((d) => text.includes(d)) ?? null,
    unsupportedDestination: null,
    style: null,
    dates: null,
    month: null,
    nights: null,
    adults: null,
    children: null,
    budgetInr: null,
  };
}
