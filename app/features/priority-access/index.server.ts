// Priority access's server side for the app's flow table.
export { priorityAccessLeadFlow } from "./priority-access-flow.server";
