import { LEAD_PURPOSES, type VerifiedPurpose } from "~/features/leads";
import { errorResponse, readJsonObject, type ErrorText } from "~/server/http.server";
import { z } from "~/lib/zod";
import type { Issues, ParseResult } from "./lead-flow-definition.server";
import type { OptIns } from "./phone-consent";
import { isSubmissionId } from "./lead-flow-submissions.server";
import { readProof } from "./verification-proof.server";

/** What a lead flow reads from a request: the fields, the code, and this browser's signed proof. */

/**
 * A start's body, read and parsed with the flow's schema: a 400 naming the first failed field in the
 * flow's words, or the fields and the browser's id for this form fill. The browser names its
 * submission up front, so a request retried after its answer was lost, or sent twice, finds the first
 * one instead of making a second lead.
 */
export async function readFlowFields<Fields>(
  request: Request,
  flow: {
    schema: { safeParse(input: unknown): ParseResult<Fields> };
    issueText: (issues: Issues) => { title: string; field: string };
  },
  badRequest: ErrorText,
): Promise<
  | { ok: true; body: Record<string, unknown>; fields: Fields; givenId: string | undefined }
  | { ok: false; response: Response }
> {
  const read = await readJsonObject(request, badRequest);
  if (!read.ok) return read;
  const parsed = flow.schema.safeParse(read.body);
  if (!parsed.success) {
    const { field, title } = flow.issueText(parsed.error);
    const description = parsed.error.issues[0]?.message ?? badRequest.description;
    return { ok: false, response: errorResponse(400, { title, description }, { field }) };
  }
  const id = read.body.submissionId;
  const givenId = isSubmissionId(id) ? id.toLowerCase() : undefined;
  return { ok: true, body: read.body, fields: parsed.data, givenId };
}

const optInsSchema = z
  .object({ whatsapp: z.boolean().default(false), marketing: z.boolean().default(false) })
  .default({ whatsapp: false, marketing: false });

/**
 * The code step's two unticked choices as the verify body carries them; anything but a plain true
 * is no (a choice is never inferred), so a body without them, or with nonsense, opts in to nothing.
 */
export function readOptIns(body: Record<string, unknown>): OptIns {
  const parsed = optInsSchema.safeParse(body.optIns);
  return parsed.success ? parsed.data : { whatsapp: false, marketing: false };
}

/** The code a verify body carries, or a 400 in the flow's words when it is not six digits. */
export function readCode(
  body: Record<string, unknown>,
  incompleteCode: ErrorText,
): { ok: true; code: string } | { ok: false; response: Response } {
  const code = body.code;
  if (typeof code !== "string" || !/^\d{6}$/.test(code))
    return { ok: false, response: errorResponse(400, incompleteCode, { field: "code" }) };
  return { ok: true, code };
}

/**
 * When this phone was verified for the purpose, by this browser's proof (signed by us, never its
 * own word): the proof's expiry less its lifetime. Null when the purpose does not skip the code, there
 * is no valid proof, or the proof is for another phone — then a code is sent as usual.
 */
export function provenVerifiedAt(
  request: Request,
  purpose: VerifiedPurpose,
  phone: string,
  now: Date,
): Date | null {
  const { verification } = LEAD_PURPOSES[purpose];
  if (!(verification.unlocks as readonly string[]).includes("skip_code")) return null;
  const proof = readProof(request, purpose, now.getTime());
  if (!proof || proof.phone !== phone) return null;
  return new Date(proof.expiresAt.getTime() - verification.proofTtlSeconds * 1000);
}
