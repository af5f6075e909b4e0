// Privacy under India's DPDP Act, for routes and other features' server code.
export { myDataCodeFlow } from "./my-data-flow.server";
export { handleMyDataRequest, handleWithdrawConsent } from "./my-data-api.server";
export { hasActiveConsent, marketingAudience, myDataForRequest } from "./my-data.server";
