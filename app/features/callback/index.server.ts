// The callback request's server side for the app's flow table.
export { callbackLeadFlow } from "./callback-flow.server";
