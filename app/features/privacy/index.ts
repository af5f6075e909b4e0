// Privacy under India's DPDP Act for the browser: the notice and its page. The server half is index.server.ts.
export { PRIVACY_NOTICE, isNoticeLanguage, noticePath } from "./privacy-notice";
export { PrivacyNoticePage } from "./privacy-notice-page";
export { MY_DATA_TEXTS } from "./my-data-texts";
export { MyDataPage } from "./my-data-page";
export { PRIVACY_REQUEST_LABELS } from "./privacy-requests-texts";
export { DEFAULT_RETENTION, RETENTION_BOUNDS, retentionSettingsSchema } from "./retention-settings";
