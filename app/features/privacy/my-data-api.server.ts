import { z } from "~/lib/zod";
import { getDb, type Database } from "~/server/db/db.server";
import { errorResponse, HttpRefusal, jsonResponse, readJsonObject } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { requestFromMyData, requireMyDataPhone, withdrawConsent } from "./my-data.server";
import { selfServiceRequestSchema } from "./privacy-requests-texts";

/**
 * The privacy page's two writes, each allowed only with this browser's proof of the number (the
 * code of the privacy_access purpose): withdrawing a consent and sending a request. JSON in and out,
 * under /api/v1 so the API's per-client limits count them.
 */

type Context = { db?: Database; now?: Date };

const NOT_AN_OBJECT = { title: "Not sent", description: "Send a JSON object." };
const FAILED = { title: "Not sent", description: "Something went wrong on our side. Please try again." };

async function answer(work: () => Promise<unknown>, what: string): Promise<Response> {
  try {
    return jsonResponse(await work());
  } catch (err) {
    if (err instanceof HttpRefusal)
      return errorResponse(err.status, { title: err.title, description: err.message }, err.extra);
    logger.error({ err }, `privacy page: ${what} failed`);
    return errorResponse(503, FAILED);
  }
}

export async function handleWithdrawConsent(
  request: Request,
  consentId: string | undefined,
  context: Context = {},
): Promise<Response> {
  // The body ({} from the page) is read under the API's limits first, as every JSON endpoint's is:
  // a wrong method is a 405, a huge or non-JSON body a 413 or 415, before the proof is looked at.
  const read = await readJsonObject(request, NOT_AN_OBJECT);
  if (!read.ok) return read.response;
  return answer(async () => {
    const phone = requireMyDataPhone(request, context.now?.getTime());
    const id = z.uuid().safeParse(consentId);
    if (!id.success)
      throw new HttpRefusal(
        404,
        "Consent not found",
        "That consent is not one of yours. Reload the page and try again.",
      );
    return withdrawConsent(context.db ?? (await getDb()), phone, id.data, context.now);
  }, "withdrawing a consent");
}

export async function handleMyDataRequest(request: Request, context: Context = {}): Promise<Response> {
  const read = await readJsonObject(request, NOT_AN_OBJECT);
  if (!read.ok) return read.response;
  return answer(async () => {
    const phone = requireMyDataPhone(request, context.now?.getTime());
    const parsed = selfServiceRequestSchema.safeParse(read.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "kind");
      throw new HttpRefusal(
        400,
        "Not sent",
        field === "kind" ? "Choose what you are asking for." : (issue?.message ?? "Check what you wrote."),
        { field },
      );
    }
    return requestFromMyData(context.db ?? (await getDb()), phone, parsed.data, context.now);
  }, "sending a request");
}
