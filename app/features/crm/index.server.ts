export { loadConsoleTab, type ConsoleTabData } from "./console-tabs.server";
export { phoneDigitsForSearch, searchContacts } from "./contacts.server";
export { filterParams, PAGE_SIZE } from "./tab-params.server";
export {
  byMethod,
  consoleAction,
  CrmError,
  idParam,
  notFound,
  unstorableText,
  writeOnly,
} from "./console-api.server";
export {
  crmScope,
  requireVisibleContact,
  requireVisibleLead,
  visibleContacts,
  visibleLeads,
} from "./access.server";
export { CRM_SETTINGS, getCrmSettings, saveCrmSetting, setCrmSetting } from "./settings.server";
export { switchSettingRoute } from "./setting-switch-route.server";
export { recordTimeline, loadTimeline } from "./timeline.server";
export {
  createContact,
  eraseContact,
  exportContact,
  mergeContacts,
  softDeleteContact,
  updateContact,
} from "./contact-records.server";
export { contactPatchSchema, eraseSchema, mergeSchema, newContactSchema } from "./contact-schema";
export { moveLeadStage, updateLead } from "./lead-records.server";
export { leadPatchSchema, stageMoveSchema } from "./lead-trip";
export { completeTask, createTask, overdueTaskCount, snoozeTask, updateTask } from "./tasks.server";
export { newTaskSchema, snoozeSchema, taskPatchSchema } from "./task-schema";
export {
  FOLLOW_UP_CADENCE_TASK,
  runFollowUpCadence,
  sendTaskDigests,
  TASK_DIGEST_TASK,
} from "./task-automation.server";
export { logActivity, retryOutboxJob } from "./logs.server";
export { logActivitySchema } from "./log-schema";
export { applyTags, createTag, deleteTag, updateTag } from "./tags.server";
export { applyTagsSchema, applyTagsToMatchingSchema, newTagSchema, tagPatchSchema } from "./tag-schema";
export { applyTagsToMatching, BULK_MATCHING_PER_MINUTE } from "./bulk-matching.server";
export { staffAdminAction } from "./users.server";
export { RESCORE_JOB, startRescoring } from "./rescoring.server";
export { leadsSince } from "./live.server";
export { importContacts } from "./csv/import.server";
export { importChunkSchema } from "./csv/import-schema";
export { exportContacts, exportLeads } from "./csv/export.server";
export { mayExport, setExportPermission } from "./csv/export-permission.server";
export {
  cancelActivityBooking,
  decideActivityRequest,
  type CancellationAnswer,
  type LeadBooking,
  type RequestDecisionAnswer,
} from "./activity-bookings.server";
