import { sql } from "drizzle-orm";
import { storedRefusalSentence } from "~/lib/whatsapp-refusals";
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
  /**
   * The last message sent to the traveller, when it failed: Meta often says so minutes later by
   * webhook, after the agent saw "sent", so the sheet keeps saying it until a later message goes.
   */
  lastFailure: { at: string; sentence: string } | null;
};

export async function whatsappStanding(
  db: Executor,
  contactId: string,
  { configured, now = new Date() }: { configured: boolean; now?: Date },
): Promise<WhatsAppStanding> {
  const [row] = await queryRows<{
    last_in: string | Date | null;
    live: boolean;
    stopped: boolean;
    last_out: { status: string; error: string | null; template: string | null; at: string } | null;
  }>(
    db,
    sql`SELECT
        (SELECT max(created_at) FROM whatsapp_messages WHERE contact_id = ${contactId}::uuid AND direction = 'in') AS last_in,
        (SELECT json_build_object('status', status, 'error', error, 'template', template, 'at', status_at)
          FROM whatsapp_messages WHERE contact_id = ${contactId}::uuid AND direction = 'out'
          ORDER BY created_at DESC LIMIT 1) AS last_out,
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
    lastFailure:
      row?.last_out?.status === "failed"
        ? {
            at: new Date(row.last_out.at).toISOString(),
            sentence: storedRefusalSentence(row.last_out.error, row.last_out.template),
          }
        : null,
  };
}
