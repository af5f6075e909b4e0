import { addIndiaDays, indiaDay, indiaTimeOn, indiaWallClock } from "~/lib/india-time";
import { LEAD_PURPOSES, purposeOfLeadType, type LeadType } from "./lead-purposes";

/**
 * Lead scores and when the urgent call for a hot lead is due, from the purpose table. Pure and
 * client-safe, so the console can show them.
 */

export function leadTypeLabel(type: LeadType): string {
  return LEAD_PURPOSES[purposeOfLeadType(type)].label;
}

/** A score this high opens an urgent call task. */
export const URGENT_LEAD_SCORE = 80;
/** Stage every new lead starts in. */
export const NEW_LEAD_STAGE = "New Lead";

/** The quiz's lowest and highest possible points (Q7 may be left empty). */
export const QUIZ_POINTS_MIN = 625;
export const QUIZ_POINTS_MAX = 1025;

export const clampScore = (score: number) => Math.min(100, Math.max(0, Math.round(score)));

const MINUTE_MS = 60_000;

/** 8am (inclusive) to 8pm (exclusive), India time. */
export function isIndiaBusinessHours(date: Date): boolean {
  const { hour } = indiaWallClock(date);
  return hour >= 8 && hour < 20;
}

/** The next 8:15am India time after `date` (today's if it is still before 8am there). */
export function nextIndiaMorning(date: Date): Date {
  const early = indiaWallClock(date).hour < 8;
  return indiaTimeOn(addIndiaDays(indiaDay(date), early ? 0 : 1), 8, 15);
}

/**
 * When the urgent call is due: the purpose's promise (15 minutes for most, 5 for a callback) after
 * the lead between 8am and 8pm India time, otherwise at 8:15 the next morning.
 */
export function callTaskDueAt(type: LeadType, createdAt: Date): Date {
  if (!isIndiaBusinessHours(createdAt)) return nextIndiaMorning(createdAt);
  return new Date(createdAt.getTime() + LEAD_PURPOSES[purposeOfLeadType(type)].callWithinMinutes * MINUTE_MS);
}
