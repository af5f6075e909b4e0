// Privacy under India's DPDP Act, for routes and other features' server code.
export { myDataCodeFlow } from "./my-data-flow.server";
export { handleMyDataRequest, handleWithdrawConsent } from "./my-data-api.server";
export { myDataForRequest, requestFromMyData } from "./my-data.server";
export {
  closeErasure,
  createConsoleRequest,
  listPrivacyRequests,
  newRequestSchema,
  requestUpdateSchema,
  requireVisibleRequest,
  updatePrivacyRequest,
  type NewPrivacyRequest,
  type QueueActor,
  type RequestUpdate,
} from "./privacy-requests.server";
export {
  requestDueDaysSchema,
  retentionSettings,
  saveRequestDueDays,
  saveRetentionSettings,
} from "./privacy-settings.server";
export { retentionSettingsSchema, type RetentionSettings } from "./retention-settings";
export {
  breachUpdateSchema,
  listBreaches,
  newBreachSchema,
  recordBreach,
  updateBreach,
  type BreachUpdate,
  type NewBreach,
} from "./breach-log.server";
