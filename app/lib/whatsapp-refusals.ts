import { STAFF_TEMPLATES, type StaffTemplate } from "./whatsapp-templates";

/**
 * Meta's refusal of a staff message as a sentence the agent who pressed Send can act on. Meta's own
 * words stay on the message row and the timeline for whoever debugs it; this is what the sheet (and
 * the console's toast for a refusal that arrives later by webhook) shows. Meta's codes:
 * https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
 */
export function metaRefusalSentence(error: string, template: StaffTemplate | null): string {
  const code = metaErrorCode(error);
  const named = template ? `The template "${STAFF_TEMPLATES[template].label}" (${template})` : "The template";
  if (code === null) return `WhatsApp did not take the message (${error}). Try again in a few minutes.`;
  switch (code) {
    case 131047:
      return "More than 24 hours have passed since the traveller last wrote, so WhatsApp only carries an approved template now: send a template instead.";
    case 131026:
      return "WhatsApp could not deliver to this number: it may not be on WhatsApp, or the traveller has not accepted WhatsApp's latest terms. Call or e-mail them instead.";
    case 132001:
      return `${named} is not approved in WhatsApp Manager under that name and language. Ask an admin to get it approved as docs/whatsapp.md lists it; e-mail the traveller meanwhile.`;
    case 132000:
    case 132012:
      return `${named} in WhatsApp Manager does not take the parameters this site fills (${template ? STAFF_TEMPLATES[template].parameters.join(", ") : "see docs/whatsapp.md"}). Ask an admin to match it to docs/whatsapp.md.`;
    case 132015:
    case 132016:
      return `Meta has paused or disabled ${template ? `the template "${STAFF_TEMPLATES[template].label}"` : "this template"} for its quality. Reach the traveller another way; an admin can see why in WhatsApp Manager.`;
    case 131049:
    case 131050:
      return "Meta did not deliver this marketing message: the traveller has had enough of them lately or stopped them in WhatsApp. Send it by e-mail instead.";
    case 131042:
      return "Meta refused because of a billing problem on the WhatsApp Business account. Ask an admin to check its payment method in Meta Business Manager.";
    case 190:
      return "Meta refused the site's WhatsApp access token. Ask an admin to renew WHATSAPP_ACCESS_TOKEN.";
    case 4:
    case 80007:
    case 130429:
    case 131056:
      return "WhatsApp is limiting how fast this number sends. Try again in a few minutes.";
    case 131000:
    case 131016:
      return "WhatsApp had a fault on its side. Try again in a few minutes.";
    default:
      return `WhatsApp refused the message (${error}). Try again later, or reach the traveller another way.`;
  }
}

/**
 * The code in a stored refusal: "… [131026] …" as the send records Meta's answer, or
 * "131047 Re-engagement message" as a failed status by webhook does.
 */
function metaErrorCode(error: string): number | null {
  const found = /\[(\d+)\]/.exec(error) ?? /^(\d+)\b/.exec(error);
  return found ? Number(found[1]) : null;
}

/** The sentence for a refusal as the message row keeps it: its error, and its template's name if any. */
export function storedRefusalSentence(error: string | null, template: string | null): string {
  const known =
    template !== null && Object.hasOwn(STAFF_TEMPLATES, template) ? (template as StaffTemplate) : null;
  return metaRefusalSentence(error ?? "failed", known);
}
