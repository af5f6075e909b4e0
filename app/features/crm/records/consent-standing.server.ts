import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "~/server/db/db.server";
import { CONSENT_PURPOSES, type ConsentStanding } from "./consent-standing";

/*
 * What a contact has agreed to, read for the contact sheet: an agent about to call must see that
 * the traveller withdrew "calls about your trip" on the My data page. One line per purpose, from
 * the consent rows the forms, WhatsApp and the My data page keep.
 */

export async function consentStanding(db: Executor, contactId: string): Promise<ConsentStanding[]> {
  const rows = await queryRows<{
    purpose: string;
    live_given_at: string | Date | null;
    live_form: string | null;
    withdrawn_at: string | Date | null;
    withdrawn_form: string | null;
  }>(
    db,
    sql`SELECT purpose,
        max(given_at) FILTER (WHERE withdrawn_at IS NULL) AS live_given_at,
        (array_agg(source_form ORDER BY given_at DESC) FILTER (WHERE withdrawn_at IS NULL))[1] AS live_form,
        max(withdrawn_at) AS withdrawn_at,
        (array_agg(source_form ORDER BY withdrawn_at DESC) FILTER (WHERE withdrawn_at IS NOT NULL))[1] AS withdrawn_form
      FROM consents WHERE contact_id = ${contactId}::uuid GROUP BY purpose`,
  );
  const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
  return CONSENT_PURPOSES.map((purpose) => {
    const row = rows.find((r) => r.purpose === purpose);
    // A consent given again after a withdrawal (START after STOP, a new enquiry) is live; an older
    // enquiry's row still live after a later withdrawal is not: the person's last word counts.
    const given = row?.live_given_at ? new Date(row.live_given_at) : null;
    const withdrawn = row?.withdrawn_at ? new Date(row.withdrawn_at) : null;
    if (row && given && !(withdrawn && withdrawn > given))
      return { purpose, state: "given", at: iso(row.live_given_at), sourceForm: row.live_form };
    if (row?.withdrawn_at)
      return { purpose, state: "withdrawn", at: iso(row.withdrawn_at), sourceForm: row.withdrawn_form };
    return { purpose, state: "none", at: null, sourceForm: null };
  });
}
