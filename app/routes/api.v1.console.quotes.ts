import { consoleAction } from "~/features/crm/index.server";
import { createQuoteSchema, quoteListQuerySchema } from "~/features/quotes";
import { createQuote, listQuotes, quoteRead } from "~/features/quotes/index.server";

/** GET: the quotes this person may see, filtered (status, owner, lead, contact, q, from, to), newest change first. */
export const loader = quoteRead({ query: quoteListQuerySchema }, ({ db, user, query }) =>
  listQuotes(db, user, query),
);

/** POST {"leadId", "from": {"kind": "blank" | "itinerary" | "package" | "planner", …}}: a new quote with its first draft. */
export const action = consoleAction({ schema: createQuoteSchema }, ({ db, user, input }) =>
  createQuote(db, user, input),
);
