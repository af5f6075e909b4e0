import { sql, type SQL } from "drizzle-orm";
import { addIndiaDays, indiaDay, indiaDaysBetween } from "~/lib/india-time";
import { queryRows, type Executor } from "~/server/db/db.server";
import { VERIFIED_PURPOSES } from "~/features/leads";
import { PIPELINE_STAGES } from "../shared/crm-constants";
import { indiaMidnight } from "../shared/tab-params.server";

/**
 * The Analytics tab counted per India day. A day's figures add up across days except the
 * first-contact median, so each day also carries its leads' minutes to first contact.
 */
export type DayFigures = {
  total: number;
  /** Leads by type and source. */
  per: { type: string; source: string | null; n: number }[];
  /** Leads that reached each stage (New Lead … Closed Won) or a later one; Closed Lost apart. */
  reached: number[];
  lost: number;
  destinations: { destination: string; n: number }[];
  /** Minutes from arrival to the first staff call, note, e-mail or stage move, one per contacted lead. */
  minutes: number[];
  /**
   * Forms of a flow with a code started that day (every visitor's, whoever owns the lead): whether
   * a code went out (its SMS is on the timeline, kept after the code itself is cleaned away) and
   * whether the number was verified.
   */
  funnel: { purpose: string; started: number; sent: number; verified: number }[];
};

const REACHED = PIPELINE_STAGES.filter((s) => s !== "Closed Lost");
const STAGE_ARRAY = sql.raw(`ARRAY[${PIPELINE_STAGES.map((s) => `'${s}'`).join(", ")}]`);
const dateArray = (days: string[]) => `{${days.join(",")}}`;
/**
 * The shape of the stored figures: a stored day of another shape is counted again, so a change to
 * what a day holds never reads an old row as if it had the new fields.
 */
const FIGURES_FORMAT = 1;

export const emptyDay = (): DayFigures => ({
  total: 0,
  per: [],
  reached: REACHED.map(() => 0),
  lost: 0,
  destinations: [],
  minutes: [],
  funnel: [],
});

/**
 * Counts the given India days from the leads themselves (their facts columns, kept by the
 * database as their timelines are written), with the versions of those days read in the same
 * statement, so figures and version are of one moment.
 */
async function countDays(db: Executor, days: string[], visible: SQL) {
  const sorted = [...days].sort();
  const first = indiaMidnight(sorted[0]!);
  const last = indiaMidnight(sorted.at(-1)!);
  const [row] = await queryRows<{
    days: ({ day: string } & Omit<DayFigures, "funnel">)[] | null;
    funnel: ({ day: string } & DayFigures["funnel"][number])[] | null;
    versions: Record<string, number> | null;
  }>(
    db,
    sql`WITH sent AS (
        SELECT DISTINCT data->>'subjectId' AS id FROM contact_timeline
        WHERE kind = 'sms_sent' AND occurred_at >= ${first} - interval '1 day'),
      each AS MATERIALIZED (
        SELECT leads.india_day, leads.type, leads.source, leads.stage, leads.report_destination AS destination,
          (extract(epoch FROM leads.first_staff_at - leads.created_at) / 60)::float8 AS minutes,
          -- Every lead arrived as a New Lead, so none is below it, even one lost at once.
          GREATEST(1, CASE WHEN leads.stage <> 'Closed Lost' THEN array_position(${STAGE_ARRAY}, leads.stage) END, leads.moved_rank) AS furthest
        FROM leads WHERE leads.india_day = ANY(${dateArray(days)}::date[]) AND ${visible}),
      per AS (
        SELECT india_day, json_agg(json_build_object('type', type, 'source', source, 'n', n)) AS per
        FROM (SELECT india_day, type, source, count(*)::int AS n FROM each GROUP BY 1, 2, 3) g GROUP BY india_day),
      dest AS (
        SELECT india_day, json_agg(json_build_object('destination', destination, 'n', n)) AS destinations
        FROM (SELECT india_day, destination, count(*)::int AS n FROM each WHERE destination IS NOT NULL GROUP BY 1, 2) g
        GROUP BY india_day),
      agg AS (
        SELECT india_day, count(*)::int AS total,
          ARRAY[${sql.join(
            REACHED.map((_, i) => sql`count(*) FILTER (WHERE furthest >= ${sql.raw(String(i + 1))})::int`),
            sql`, `,
          )}] AS reached,
          count(*) FILTER (WHERE stage = 'Closed Lost')::int AS lost,
          coalesce(array_agg(minutes ORDER BY minutes) FILTER (WHERE minutes IS NOT NULL), '{}') AS minutes
        FROM each GROUP BY india_day)
      SELECT
        (SELECT json_agg(json_build_object('day', to_char(a.india_day, 'YYYY-MM-DD'), 'total', a.total,
            'reached', a.reached, 'lost', a.lost, 'minutes', a.minutes,
            'per', coalesce(p.per, '[]'), 'destinations', coalesce(d.destinations, '[]')))
          FROM agg a LEFT JOIN per p USING (india_day) LEFT JOIN dest d USING (india_day)) AS days,
        (SELECT json_agg(json_build_object('day', day, 'purpose', purpose, 'started', started, 'sent', sent, 'verified', verified))
          FROM (SELECT to_char((s.created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day, s.purpose,
              count(*)::int AS started,
              count(*) FILTER (WHERE s.verified_at IS NOT NULL OR s.id::text IN (SELECT id FROM sent))::int AS sent,
              count(*) FILTER (WHERE s.verified_at IS NOT NULL)::int AS verified
            FROM lead_submissions s
            WHERE s.created_at >= ${first} AND s.created_at < ${last}::timestamptz + interval '1 day'
              AND (s.created_at AT TIME ZONE 'Asia/Kolkata')::date = ANY(${dateArray(days)}::date[])
              AND s.purpose IN ${[...VERIFIED_PURPOSES]}
            GROUP BY 1, 2) f) AS funnel,
        (SELECT json_object_agg(to_char(day, 'YYYY-MM-DD'), version) FROM report_day_versions
          WHERE day = ANY(${dateArray(days)}::date[])) AS versions`,
  );
  const counted = new Map<string, DayFigures>();
  for (const { day, ...figures } of row?.days ?? []) counted.set(day, { ...figures, funnel: [] });
  for (const { day, ...f } of row?.funnel ?? []) {
    if (!counted.has(day)) counted.set(day, emptyDay());
    counted.get(day)!.funnel.push(f);
  }
  return { counted, versions: row?.versions ?? {} };
}

/**
 * The figures of every India day from `from` to `to`. When the viewer sees every record (no
 * "only my records"), settled days (before yesterday) come from `report_day_figures` while their
 * version still matches, and days counted afresh are stored for next time; a partner limited to
 * their own records is counted live from their leads.
 */
export async function reportDays(
  db: Executor,
  { from, to }: { from: string; to: string },
  visibility: { everyRecord: true } | { everyRecord: false; visible: SQL },
  now = new Date(),
): Promise<Map<string, DayFigures>> {
  const all = indiaDaysBetween(from, to);
  if (!visibility.everyRecord) return (await countDays(db, all, visibility.visible)).counted;

  const settledTo = addIndiaDays(indiaDay(now), -2);
  const stored = await queryRows<{
    day: string;
    figures: Omit<DayFigures, "minutes">;
    minutes: number[];
  }>(
    db,
    sql`SELECT to_char(f.day, 'YYYY-MM-DD') AS day, f.figures, f.first_contact_minutes AS minutes
      FROM report_day_figures f LEFT JOIN report_day_versions v ON v.day = f.day
      WHERE f.day >= ${from}::date AND f.day <= ${to}::date AND f.day <= ${settledTo}::date AND f.version = coalesce(v.version, 0)
        AND f.figures->>'format' = ${String(FIGURES_FORMAT)}`,
  );
  const days = new Map<string, DayFigures>();
  for (const s of stored) days.set(s.day, { ...s.figures, minutes: s.minutes.map(Number) });

  const missing = all.filter((d) => !days.has(d));
  if (missing.length === 0) return days;
  // Only a deleted contact hides its leads from someone who sees every record; those are a
  // handful (a partial index), so this is an anti-join against them.
  const { counted, versions } = await countDays(
    db,
    missing,
    sql`NOT EXISTS (SELECT 1 FROM contacts dc WHERE dc.id = leads.contact_id AND dc.deleted_at IS NOT NULL)`,
  );
  const toStore: { day: string; version: number; figures: DayFigures }[] = [];
  for (const day of missing) {
    const figures = counted.get(day) ?? emptyDay();
    days.set(day, figures);
    if (day <= settledTo) toStore.push({ day, version: Number(versions[day] ?? 0), figures });
  }
  if (toStore.length) {
    // Figures and version were read together; a write that lands after them bumps the version,
    // so what is stored here is at worst stale-and-known, never stale-and-trusted.
    await db.execute(sql`INSERT INTO report_day_figures (day, version, figures, first_contact_minutes, computed_at)
      SELECT (x->>'day')::date, (x->>'version')::bigint, x->'figures',
        ARRAY(SELECT jsonb_array_elements_text(x->'minutes')::float8), now()
      FROM jsonb_array_elements(${JSON.stringify(
        toStore.map(({ day, version, figures: { minutes, ...rest } }) => ({
          day,
          version,
          figures: { ...rest, format: FIGURES_FORMAT },
          minutes,
        })),
      )}::jsonb) AS x
      ON CONFLICT (day) DO UPDATE SET version = EXCLUDED.version, figures = EXCLUDED.figures,
        first_contact_minutes = EXCLUDED.first_contact_minutes, computed_at = EXCLUDED.computed_at`);
  }
  return days;
}

/** percentile_cont(0.5): the middle value, or the mean of the two middle values. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}
