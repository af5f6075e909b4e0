import { switchSettingRoute } from "~/features/crm/index.server";

/**
 * PUT (admins) {"enabled": true|false}: with it on, each new lead goes to the next active partner in
 * turn (or to the partner who already looks after the contact); off, new leads wait unassigned.
 */
const { loader, action } = switchSettingRoute("autoAssign");
export { loader, action };
