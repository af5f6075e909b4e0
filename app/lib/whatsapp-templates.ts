/**
 * The staff templates the agency gets approved in WhatsApp Manager under these names (docs/whatsapp.md),
 * one list for the server that fills them and the contact sheet that offers them. `parameters` are
 * the body's {{1}}, {{2}}… in order, as the template must be written; the server fills every one from
 * the record. `marketing` ones go only to contacts with a live WhatsApp opt-in; none goes to a
 * contact who sent STOP. `payment_reminder` also goes on its own beside the reminder e-mail, and
 * then, as nobody asked for it, only with a live opt-in too.
 */
export const STAFF_TEMPLATES = {
  quote_link: {
    label: "Quote ready",
    category: "marketing",
    parameters: ["name", "quote number", "quote title", "proposal link"],
  },
  payment_reminder: {
    label: "Payment reminder",
    category: "utility",
    parameters: ["name", "amount", "what it is for", "pay link"],
  },
  documents_ready: { label: "Travel documents ready", category: "utility", parameters: ["name", "agent"] },
  callback_missed: { label: "Missed your call", category: "utility", parameters: ["name", "agent"] },
} as const;

export type StaffTemplate = keyof typeof STAFF_TEMPLATES;

/** The names in the order the sheet offers them. */
export const STAFF_TEMPLATE_NAMES = Object.keys(STAFF_TEMPLATES) as [StaffTemplate, ...StaffTemplate[]];
