/**
 * Lead types, their default scores (spec/01 and the issue; the CRM issue lets an admin edit them)
 * and when the urgent call for a hot lead is due. Pure and client-safe, so the console can show them.
 */
export const LEAD_TYPES = [
  "quiz",
  "activity_booking",
  "booking_request",
  "callback",
  "deal_booking",
  "wedding_consultation",
  "planner",
  "itinerary_unlock",
  "priority_access",
  "contact_inquiry",
] as const;
export type KnownLeadType = (typeof LEAD_TYPES)[number];
export type LeadType = KnownLeadType | (string & {});

export const LEAD_TYPE_LABELS: Record<KnownLeadType, string> = {
  quiz: "Travel personality quiz",
  activity_booking: "Activity booking",
  booking_request: "Booking request",
  callback: "Callback request",
  deal_booking: "Deal booking",
  wedding_consultation: "Wedding consultation",
  planner: "AI planner",
  itinerary_unlock: "Itinerary unlock",
  priority_access: "Priority access",
  contact_inquiry: "Contact enquiry",
};

export function leadTypeLabel(type: LeadType): string {
  return LEAD_TYPE_LABELS[type as KnownLeadType] ?? type.replace(/_/g, " ");
}

/** Default scores by type; a quiz lead is scored from its points instead. */
export const DEFAULT_LEAD_SCORES: Record<Exclude<KnownLeadType, "quiz">, number> = {
  activity_booking: 95,
  booking_request: 85,
  callback: 85,
  deal_booking: 80,
  wedding_consultation: 90,
  planner: 75,
  itinerary_unlock: 70,
  priority_access: 60,
  contact_inquiry: 60,
};

/** A score this high opens an urgent call task. */
export const URGENT_LEAD_SCORE = 80;
/** Stage every new lead starts in. */
export const NEW_LEAD_STAGE = "New Lead";

/** The quiz's lowest and highest possible points (Q7 may be left empty). */
export const QUIZ_POINTS_MIN = 625;
export const QUIZ_POINTS_MAX = 1025;

export const clampScore = (score: number) => Math.min(100, Math.max(0, Math.round(score)));

/** Quiz points mapped linearly from 625–1,025 onto 0–100, clamped. */
export function quizPointsToScore(points: number): number {
  return clampScore(((points - QUIZ_POINTS_MIN) / (QUIZ_POINTS_MAX - QUIZ_POINTS_MIN)) * 100);
}

export function defaultLeadScore(type: LeadType): number {
  return DEFAULT_LEAD_SCORES[type as Exclude<KnownLeadType, "quiz">] ?? 50;
}

// India has one time zone and no daylight saving: IST is always UTC+05:30.
const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;

/** Hour and minute on the clock in India. */
export function indiaClock(date: Date): { hours: number; minutes: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return { hours: shifted.getUTCHours(), minutes: shifted.getUTCMinutes() };
}

/** 8am (inclusive) to 8pm (exclusive), India time. */
export function isIndiaBusinessHours(date: Date): boolean {
  const { hours } = indiaClock(date);
  return hours >= 8 && hours < 20;
}

/** The next 8:15am India time after `date` (today's if it is still before 8am there). */
export function nextIndiaMorning(date: Date): Date {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  const sameDay = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate(), 8, 15) - IST_OFFSET_MS;
  return new Date(shifted.getUTCHours() < 8 ? sameDay : sameDay + 24 * 60 * MINUTE_MS);
}

/**
 * When the urgent call is due: 15 minutes after the lead (callbacks: 5, the promise on the site)
 * between 8am and 8pm India time, otherwise at 8:15 the next morning.
 */
export function callTaskDueAt(type: LeadType, createdAt: Date): Date {
  if (!isIndiaBusinessHours(createdAt)) return nextIndiaMorning(createdAt);
  return new Date(createdAt.getTime() + (type === "callback" ? 5 : 15) * MINUTE_MS);
}

const istFormatter = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });

/** "10 Mar 2025, 11:45 am IST" */
export function formatIndiaTime(date: Date): string {
  return `${istFormatter.format(date)} IST`;
}
