import { switchSettingRoute } from "~/features/crm/index.server";

/**
 * PUT (admins) {"enabled": true|false}: with it on, partners see and search only the contacts and
 * leads assigned to them; admins always see everything.
 */
const { loader, action } = switchSettingRoute("onlyMyRecords");
export { loader, action };
