import { inviteSchema, inviteStaffUser } from "~/features/auth/index.server";
import { consoleAction, staffAdminAction, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/**
 * POST (admins) {"name", "email", "role"}: makes the account and e-mails the person a one-time link
 * to choose their password (through the outbox, so a mail outage only delays it). A taken e-mail is
 * a 409.
 */
export const action = consoleAction({ role: "admin", schema: inviteSchema }, ({ db, user, input, ip }) =>
  staffAdminAction(() => inviteStaffUser(db, input, { id: user.id, email: user.email, name: user.name, ip })),
);
