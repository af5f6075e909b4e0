import { sql } from "drizzle-orm";
import { z } from "~/lib/zod";

/** Rows per page in the console's long lists. */
export const PAGE_SIZE = 50;

const uuid = z.uuid();
export const pageOf = (params: URLSearchParams) => {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};
/** A `?contact=` that is not a contact id is ignored rather than an error. */
export const contactOf = (params: URLSearchParams) => {
  const value = params.get("contact");
  return value && uuid.safeParse(value).success ? value : null;
};

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The address's query parameters, less any value holding a NUL: PostgreSQL refuses one in a
 * comparison, so such a filter is dropped, as one that does not parse is.
 */
export function filterParams(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  for (const [key, value] of [...params]) if (key.includes("\0") || value.includes("\0")) params.delete(key);
  return params;
}

/** The start of a calendar day in India (filters' "from" and "to" dates are Indian days). */
export const indiaMidnight = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
