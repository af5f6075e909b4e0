export { requireConsoleTab } from "./shell/tab-access.server";
export { contactsTab } from "./contacts/contacts.server";
export { pipelineTab } from "./pipeline/pipeline.server";
export { tasksTab } from "./tasks/tasks.server";
export { analyticsTab, revenueTab } from "./insights/insights.server";
export { scoringTab } from "./scoring/scoring.server";
export { logsTab } from "./logs/logs.server";
export { tagsTab } from "./tags/tags.server";
export { usersTab } from "./users/users.server";
export { exchangeRatesTab } from "./rates/exchange-rates-tab.server";
export { quoteRevenue } from "./insights/quote-revenue.server";
export { liveActivityChoices, quoteBuilderPage, quoteSettingsData, quotesTab } from "./quotes/quotes.server";
export { searchContacts } from "./contacts/contacts.server";
export { filterParams } from "./shared/tab-params.server";
export {
  byMethod,
  consoleAction,
  CrmError,
  idParam,
  unstorableText,
  writeOnly,
} from "./shared/console-api.server";
export { crmScope, requireVisibleContact } from "./records/access.server";
export { whatsappStanding } from "./records/whatsapp-standing.server";
export { CRM_SETTINGS, getCrmSettings, saveCrmSetting, setCrmSetting } from "./shared/settings.server";
export { switchSettingRoute } from "./shared/setting-switch-route.server";
export {
  createContact,
  eraseContact,
  exportContact,
  mergeContacts,
  softDeleteContact,
  updateContact,
} from "./records/contact-records.server";
export { contactPatchSchema, eraseSchema, mergeSchema, newContactSchema } from "./records/contact-schema";
export { moveLeadStage, updateLead } from "./records/lead-records.server";
export { leadPatchSchema, stageMoveSchema } from "./records/lead-trip";
export { completeTask, createTask, overdueTaskCount, snoozeTask, updateTask } from "./tasks/tasks.server";
export { newTaskSchema, snoozeSchema, taskPatchSchema } from "./records/task-schema";
export { FOLLOW_UP_CADENCE_TASK, TASK_DIGEST_TASK } from "./tasks/task-automation.server";
export { logActivity, retryOutboxJob } from "./logs/logs.server";
export { logActivitySchema } from "./records/log-schema";
export { applyTags, createTag, deleteTag, updateTag } from "./tags/tags.server";
export {
  applyTagsSchema,
  applyTagsToMatchingSchema,
  newTagSchema,
  tagPatchSchema,
} from "./records/tag-schema";
export { applyTagsToMatching } from "./contacts/bulk-matching.server";
export { staffAdminAction } from "./users/users.server";
export { RESCORE_JOB, startRescoring } from "./scoring/rescoring.server";
export { leadsSince } from "./live/live.server";
export { importContacts } from "./csv/import.server";
export { importChunkSchema } from "./csv/import-schema";
export { exportContacts, exportLeads } from "./csv/export.server";
export { setExportPermission } from "./csv/export-permission.server";
export { cancelActivityBooking, decideActivityRequest } from "./records/activity-bookings.server";
export { paymentsTab } from "./payments/payments.server";
export { collectedAgainstBooked } from "./insights/collected-booked.server";
export {
  PAYMENT_REMIND_JOB,
  PAYMENT_REMIND_WHATSAPP_JOB_KIND,
  PAYMENT_REMINDERS_TASK,
} from "./payments/reminders.server";
export { RETENTION_NOTICE_JOB, RETENTION_TASK } from "./privacy/retention.server";
export {
  cancelPaymentRequest,
  paymentReceiptPdf,
  recordReceivedPayment,
  refundReceivedPayment,
  requestStaffPayment,
  sendFreshPaymentLink,
} from "./payments/payment-actions.server";
export {
  cancelRequestBody,
  freshLinkBody,
  paymentSettingsBody,
  recordPaymentBody,
  refundBody,
  requestPaymentBody,
} from "./records/payment-schemas";
export { paymentSettingsData, savePaymentDetails } from "./payments/payment-settings.server";
export {
  createPrivacyRequestOf,
  privacyTab,
  recordBreachOf,
  updateBreachOf,
  runErasureRequest,
  updatePrivacyRequestOf,
} from "./privacy/privacy-tab.server";
