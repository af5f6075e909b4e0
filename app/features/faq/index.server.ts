// The help centre's server half.
export { getHelpContacts } from "./help-contacts.server";
