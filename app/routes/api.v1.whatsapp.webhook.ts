import { handleWhatsAppHandshake, handleWhatsAppWebhook } from "~/features/whatsapp/index.server";
import { getDb } from "~/server/db/db.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.whatsapp.webhook";

/** GET: Meta's subscription handshake (hub.verify_token). */
export const loader = ({ request }: Route.LoaderArgs) => handleWhatsAppHandshake(request);
/** POST from Meta: statuses and travellers' messages, signed with X-Hub-Signature-256. */
export const action = ({ request }: Route.ActionArgs) =>
  request.method === "POST" ? handleWhatsAppWebhook(request, { db: getDb }) : methodNotAllowed();
