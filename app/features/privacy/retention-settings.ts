import { z } from "~/lib/zod";

/**
 * The retention job's three numbers: how long a person with no lead, booking, payment or message is
 * kept; how long before the erasure the person is told (e-mail, else SMS); and how soon a number
 * that never verified (a form started and left) is purged. The console's form checks them with the
 * same schema and bounds as the server, so its sentences are the server's.
 */
export const DEFAULT_RETENTION = { inactiveYears: 3, noticeHours: 48, unverifiedDays: 7 };
export type RetentionSettings = typeof DEFAULT_RETENTION;

export const RETENTION_BOUNDS: Record<keyof RetentionSettings, { what: string; min: number; max: number }> = {
  inactiveYears: { what: "the years a person with no activity is kept", min: 1, max: 10 },
  noticeHours: { what: "the hours of notice before an erasure", min: 24, max: 720 },
  unverifiedDays: { what: "the days an unverified number is kept", min: 1, max: 30 },
};

const whole = ({ what, min, max }: { what: string; min: number; max: number }) => {
  const text = `Give ${what} as a whole number from ${min} to ${max}.`;
  return z.number({ error: text }).int(text).min(min, text).max(max, text);
};
export const retentionSettingsSchema = z.object({
  inactiveYears: whole(RETENTION_BOUNDS.inactiveYears),
  noticeHours: whole(RETENTION_BOUNDS.noticeHours),
  unverifiedDays: whole(RETENTION_BOUNDS.unverifiedDays),
});
