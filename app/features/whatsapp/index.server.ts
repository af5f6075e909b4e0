// WhatsApp as a channel, for routes and other features' server code.
export {
  handleWhatsAppHandshake,
  handleWhatsAppWebhook,
  WHATSAPP_WEBHOOK_PATH,
} from "./whatsapp-webhook.server";
