// WhatsApp as a channel, for routes and other features' server code.
export { handleWhatsAppHandshake, handleWhatsAppWebhook } from "./whatsapp-webhook.server";
export { sendStaffWhatsApp, staffMessageSchema } from "./staff-messages.server";
export { EARLY_STATUS_PURGE_TASK } from "./message-status.server";
export { PAYMENT_REMIND_WHATSAPP_JOB, REMINDER_OUTCOME_TASK } from "./payment-reminder.server";
