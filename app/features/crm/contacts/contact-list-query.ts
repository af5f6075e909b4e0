import { CONTACT_FILTER_KEYS } from "./contact-filters";

/**
 * How the Contacts list's controls change its address. Each takes the query as it stands and returns
 * the next one; the panel navigates to it. Kept apart from the panel so each rule can be tested.
 */

export type ContactQueryKey = (typeof CONTACT_FILTER_KEYS)[number] | "sort" | "dir";

const isFilterKey = (key: string) => (CONTACT_FILTER_KEYS as readonly string[]).includes(key);

/** A filter set (or emptied): the list starts again at page 1 and the open contact closes. */
export function withFilter(search: URLSearchParams, key: ContactQueryKey, value: string | null) {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete("page");
  next.delete("contact");
  return next;
}

/**
 * A column's sort chosen: the same column again flips its direction; a new one starts A→Z for names
 * and newest/most first for the rest. The open contact stays open.
 */
export function withSort(search: URLSearchParams, current: { sort: string; dir: string }, key: string) {
  const next = new URLSearchParams(search);
  const same = current.sort === key;
  next.set("sort", key);
  next.set("dir", same && current.dir === "desc" ? "asc" : same ? "desc" : key === "name" ? "asc" : "desc");
  next.delete("page");
  return next;
}

/** A contact opened in the sheet. */
export function withContact(search: URLSearchParams, id: string) {
  const next = new URLSearchParams(search);
  next.set("contact", id);
  return next;
}

/**
 * The sheet closed. What is typed in the search box wins: closing the sheet (e.g. after an erase) must
 * not undo a search the agent started meanwhile, whose own navigation may still be on its way.
 */
export function withoutContact(search: URLSearchParams, typed: string) {
  const next = new URLSearchParams(search);
  next.delete("contact");
  const words = typed.trim();
  if (words) next.set("q", words);
  else next.delete("q");
  return next;
}

/**
 * What the list's query means beyond one page: whether any filter narrows it, what "select all
 * matching" sends (the filters only: not the page, sort or open contact) and what the export takes
 * (the filters and the sort).
 */
export function listQueries(search: URLSearchParams) {
  const entries = [...search];
  return {
    filtered: CONTACT_FILTER_KEYS.some((key) => search.get(key)),
    filterQuery: new URLSearchParams(entries.filter(([key]) => isFilterKey(key))).toString(),
    exportQuery: new URLSearchParams(
      entries.filter(([key]) => isFilterKey(key) || key === "sort" || key === "dir"),
    ).toString(),
  };
}
