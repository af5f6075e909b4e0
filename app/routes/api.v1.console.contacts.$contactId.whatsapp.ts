import { consoleAction, idParam, writeOnly } from "~/features/crm/index.server";
import { sendStaffWhatsApp, staffMessageSchema } from "~/features/whatsapp/index.server";

export const loader = writeOnly("POST");

/**
 * POST {"kind":"template","template":"payment_reminder"} or {"kind":"text","text":"…"}: a WhatsApp
 * message from the contact sheet, to a contact this person may see. The template's words come from
 * the record; a reply outside the traveller's 24-hour window is a 409 saying when it closed.
 */
export const action = consoleAction({ schema: staffMessageSchema }, ({ db, user, params, input, ip }) =>
  sendStaffWhatsApp(db, user, idParam(params, "contactId", "contact"), input, { ip }),
);
