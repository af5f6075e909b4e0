import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "~/server/db/db.server";

/*
 * Where a contact stands for WhatsApp, read by the contact sheet (to offer or disable the section)
 * and by the staff send (to refuse). It lives with the console's records so the sheet can read it
 * without the console depending on the WhatsApp feature that depends on the console.
 */

/** WhatsApp's customer-service window: free-form text only this long after the traveller wrote. */
export const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the contact sheet needs to offer the section: configured, the window, the opt-in. */
export type WhatsAppStanding = {
  configured: boolean;
  /** The traveller's last message plus 24 hours, if they ever wrote. */
  windowClosesAt: string | null;
  windowOpen: boolean;
  optedIn: boolean;
  stopped: boolean;
};

export async function whatsappStanding(
  db: Executor,
  contactId: string,
  { configured, now = new Date() }: { configured: boolean; now?: Date },
): Promise<WhatsAppStanding> {
  const [row] = await queryRows<{ last_in: string | Date | null; live: boolean; stopped: boolean }>(
    db,
    sql`SELECT
        (SELECT max(created_at) FROM whatsapp_messages WHERE contact_id = ${contactId}::uuid AND direction = 'in') AS last_in,
        EXISTS (SELECT 1 FROM consents WHERE contact_id = ${contactId}::uuid AND purpose = 'whatsapp' AND withdrawn_at IS NULL) AS live,
        EXISTS (SELECT 1 FROM consents WHERE contact_id = ${contactId}::uuid AND purpose = 'whatsapp' AND withdrawn_at IS NOT NULL) AS stopped`,
  );
  const closes = row?.last_in ? new Date(new Date(row.last_in).getTime() + REPLY_WINDOW_MS) : null;
  return {
    configured,
    windowClosesAt: closes?.toISOString() ?? null,
    windowOpen: closes !== null && closes.getTime() > now.getTime(),
    optedIn: Boolean(row?.live),
    // Withdrawn and not given again: STOP is the last word until START.
    stopped: Boolean(row?.stopped) && !row?.live,
  };
}
