// Priority access's server side: its lead flow, made by the app's flow table with the destinations it
// may name.
export { createPriorityAccessLeadFlow, type TripCatalogue } from "./priority-access-flow.server";
