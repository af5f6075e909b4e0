import { z } from "~/lib/zod";

type Options = {
  /**
   * The other query keys a change makes stale (by default the page: a new filter starts at page 1).
   * Told which filter keys changed, so sorting can keep what filtering drops.
   */
  resets?: (changed: string[]) => string[];
};

/** A URL filter value: what does not parse is dropped (an old or hand-edited link still opens). */
export const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * A calendar day from the address ("2030-01-05"), as filters compare it with stored times: a real
 * date (not 30 February) in a year PostgreSQL has (not 0000), or the query itself would fail.
 */
export const calendarDay = z.iso.date().refine((day) => day >= "0001-01-01");

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value).trim());

/**
 * A list's URL filters, declared once: the query keys and how each reads (a zod schema per key; what
 * does not parse should `.catch` to nothing, so an old or hand-edited link still opens). The server
 * loader reads the query with `parse`; the panel reads and writes it through useUrlFilters with the
 * same `parse` and `serialize`, so the two cannot disagree about a key.
 *
 * `serialize` writes only the keys whose value changed, onto the query as it stands: keys that are
 * not filters (an open record, the tab) stay, an emptied filter leaves the URL, and a change drops
 * what `resets` names.
 */
export function defineUrlFilters<Shape extends z.ZodRawShape>(shape: Shape, { resets }: Options = {}) {
  const schema = z.object(shape);
  type Filters = z.infer<typeof schema>;
  const keys = Object.keys(shape) as (keyof Filters & string)[];

  function parse(params: URLSearchParams): Filters {
    return schema.parse(Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])));
  }

  function serialize(next: Filters, current: URLSearchParams): URLSearchParams {
    const before = parse(current);
    const params = new URLSearchParams(current);
    const changed = keys.filter((key) => text(next[key]) !== text(before[key]));
    for (const key of changed) {
      const value = text(next[key]);
      if (value) params.set(key, value);
      else params.delete(key);
    }
    if (changed.length) for (const key of resets?.(changed) ?? ["page"]) params.delete(key);
    return params;
  }

  /**
   * The filters with some keys changed as text, read back through the schema: what a control hands
   * over (a select's value, "" or null for none) becomes a typed, valid value or nothing.
   */
  function change(
    current: Filters,
    changes: Partial<Record<keyof Filters & string, string | null>>,
  ): Filters {
    const params = new URLSearchParams();
    for (const key of keys) {
      const value = text(key in changes ? changes[key] : current[key]);
      if (value) params.set(key, value);
    }
    return parse(params);
  }

  return { keys, schema, parse, serialize, change };
}

export type UrlFilters<Definition extends { parse: (params: URLSearchParams) => unknown }> = ReturnType<
  Definition["parse"]
>;
