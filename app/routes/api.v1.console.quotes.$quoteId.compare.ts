import { compareQuerySchema } from "~/features/quotes";
import { compareVersions, quoteIdParam, quoteRead } from "~/features/quotes/index.server";
import { methodNotAllowed } from "~/server/http.server";

/** GET ?a=1&b=2: what changed from version a to version b (days, lines, terms) and each option's price difference. */
export const loader = quoteRead({ query: compareQuerySchema }, ({ db, user, params, query }) =>
  compareVersions(db, user, quoteIdParam(params), query.a, query.b),
);

export const action = () => methodNotAllowed("GET");
