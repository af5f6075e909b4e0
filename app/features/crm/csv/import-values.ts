import { INDIA_OFFSET_MS } from "~/lib/india-time";
import { PIPELINE_STAGES, type PipelineStage } from "../shared/crm-constants";

/**
 * How another CRM's stage reads in our pipeline. HubSpot's lifecycle stages and Zoho CRM's lead
 * statuses are matched by name, ignoring case, spaces and punctuation ("Marketing Qualified Lead" and
 * "marketingqualifiedlead" are the same). `null`: the person is on a mailing list, not in a sale, so
 * the contact comes in without a lead.
 */
const STAGE_MAP: Record<string, PipelineStage | null> = {
  // HubSpot lifecycle stages.
  subscriber: null,
  lead: "New Lead",
  marketingqualifiedlead: "Contacted",
  salesqualifiedlead: "Qualified",
  opportunity: "Proposal Sent",
  customer: "Closed Won",
  evangelist: "Closed Won",
  other: "New Lead",
  // Zoho CRM lead statuses.
  notcontacted: "New Lead",
  attemptedtocontact: "Contacted",
  contactinfuture: "Contacted",
  contacted: "Contacted",
  prequalified: "Qualified",
  qualified: "Qualified",
  notqualified: "Closed Lost",
  lostlead: "Closed Lost",
  junklead: "Closed Lost",
  // Our own stage names (a file exported from this console).
  ...Object.fromEntries(PIPELINE_STAGES.map((s) => [s.toLowerCase().replace(/[^a-z]/g, ""), s])),
};

export type StageReading = { stage: PipelineStage | null } | { stage: "New Lead"; unknown: string };

/** The pipeline stage for another CRM's stage name; a name we do not know starts as New Lead. */
export function pipelineStageOf(value: string): StageReading {
  const key = value.toLowerCase().replace(/[^a-z]/g, "");
  if (Object.hasOwn(STAGE_MAP, key)) return { stage: STAGE_MAP[key]! };
  return { stage: "New Lead", unknown: value };
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A created date as CRMs and spreadsheets write it, as an instant. Read: ISO 8601 ("2024-03-15",
 * "2024-03-15 10:23", "2024-03-15T04:53:00Z", with or without seconds, milliseconds or an offset);
 * day-first dates as India writes them ("15/03/2024 10:23 AM", "15-03-2024"), month-first only when
 * the day cannot be first ("03/25/2024", HubSpot's US format); and month names ("15 Mar 2024 10:23",
 * "Mar 15, 2024 10:23 AM"). A time with no zone is India time. Returns null for anything else,
 * including a date that does not exist (31/02/2024).
 */
export function parseCreatedDate(text: string): Date | null {
  const value = text.trim();
  if (!value) return null;
  let y: number, mo: number, d: number;
  let rest: string;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(.*))?$/.exec(value);
  if (m) {
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    rest = m[4] ?? "";
  } else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[\s,T]+(.*))?$/.exec(value))) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    // Day first, as India writes it, unless the second number cannot be a month.
    [d, mo] = b > 12 && a <= 12 ? [b, a] : [a, b];
    y = Number(m[3]);
    rest = m[4] ?? "";
  } else if ((m = /^(\d{1,2})[\s-]+([a-z]{3})[a-z]*\.?[\s-]+(\d{4})(?:[\s,]+(.*))?$/i.exec(value))) {
    [d, mo, y] = [Number(m[1]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[3])];
    rest = m[4] ?? "";
  } else if ((m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(?:[\s,]+(.*))?$/i.exec(value))) {
    [mo, d, y] = [MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]), Number(m[3])];
    rest = m[4] ?? "";
  } else return null;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1970 || y > 2100) return null;

  let h = 0,
    mi = 0,
    s = 0,
    ms = 0;
  let offsetMs: number | null = null;
  rest = rest.trim();
  if (rest) {
    const t =
      /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?\s*(am|pm)?\s*(z|utc|gmt|ist|[+-]\d{2}:?\d{2})?$/i.exec(
        rest,
      );
    if (!t) return null;
    [h, mi, s] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
    ms = t[4] ? Number(t[4].slice(0, 3).padEnd(3, "0")) : 0;
    const half = t[5]?.toLowerCase();
    if (half) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (half === "pm" ? 12 : 0);
    }
    if (h > 23 || mi > 59 || s > 59) return null;
    const zone = t[6]?.toLowerCase();
    if (zone === "z" || zone === "utc" || zone === "gmt") offsetMs = 0;
    else if (zone && zone !== "ist") {
      const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
      offsetMs = (z[1] === "-" ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) * 60_000;
    }
  }
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // 31 February rolls into March in Date.UTC: not a date anyone wrote.
  if (new Date(wall).getUTCDate() !== d) return null;
  return new Date(wall - (offsetMs ?? INDIA_OFFSET_MS));
}
