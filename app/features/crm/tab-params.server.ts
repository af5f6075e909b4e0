import { z } from "zod";

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
