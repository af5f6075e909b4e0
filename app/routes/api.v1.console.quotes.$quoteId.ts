import { z } from "~/lib/zod";
import { consoleAction } from "~/features/crm/index.server";
import { saveDraftSchema } from "~/features/quotes";
import { getQuoteForStaff, quoteIdParam, quoteRead, saveDraft } from "~/features/quotes/index.server";

/** GET: the quote, its versions, the draft with live figures (and what they are computed with), the latest sent version. */
export const loader = quoteRead({ query: z.object({}) }, ({ db, user, params }) =>
  getQuoteForStaff(db, user, quoteIdParam(params)),
);

/**
 * PUT {"document", "updatedAt"}: saves the draft, refused with 409 when someone saved it since
 * `updatedAt`. A day-by-day quote with many lines is bigger than a form, hence the larger body.
 */
export const action = consoleAction(
  { schema: saveDraftSchema, methods: ["PUT"], maxBytes: 512 * 1024 },
  ({ db, user, input, params }) => saveDraft(db, user, quoteIdParam(params), input),
);
