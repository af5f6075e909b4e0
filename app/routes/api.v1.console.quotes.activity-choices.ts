import { z } from "~/lib/zod";
import { liveActivityChoices } from "~/features/crm/index.server";
import { quoteRead } from "~/features/quotes/index.server";

const TERM = "Type what to look for (2 to 80 characters), such as a place or an experience.";

/**
 * GET ?q=…: the live activity providers' experiences for an activity line, each at the provider's
 * price in its own currency (the builder converts it with the dated rate table). Staff only.
 */
export const loader = quoteRead(
  { query: z.object({ q: z.string({ error: TERM }).trim().min(2, TERM).max(80, TERM) }) },
  ({ query }) => liveActivityChoices(query.q),
);
