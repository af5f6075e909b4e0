import { getEnv } from "~/server/config.server";
import type { HelpContacts } from "./faq-page";

/** Where the help centre's "Contact Administrator" and "Technical Support" write to. */
export function getHelpContacts(): HelpContacts {
  const env = getEnv();
  return { adminEmail: env.STAFF_ADMIN_EMAIL, supportEmail: env.STAFF_SUPPORT_EMAIL };
}
