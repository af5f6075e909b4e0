import { z } from "~/lib/zod";
import {
  createLeadFlow,
  readFlowFields,
  type LeadFlowHandlers,
  type LeadFlowTexts,
} from "~/features/verification/index.server";
import { formatDayLong, formatInr } from "~/lib/format";
import { indiaDay, indiaTimeOn } from "~/lib/india-time";
import { formatMoney } from "~/lib/money";
import { formatIndianMobile, maskIndianMobile, normalizeIndianMobile } from "~/lib/phone";
import { getConfig } from "~/server/config.server";
import { getDb, type Database } from "~/server/db/db.server";
import { errorResponse, HttpRefusal, jsonResponse } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { findVersionByToken, markAccepted, type VersionByToken } from "../quotes.server";
import {
  PROPOSAL_ACCEPT_TEXTS,
  proposalAcceptSchema,
  type ProposalAccepted,
} from "./proposal-acceptance-texts";
import { moveLeadToStage, setWonLeadValue } from "~/features/leads/index.server";
import { acceptedValueOfLead, addDepositTask, leadPeople, recordLeadLine } from "./proposal-lead.server";
import { sealText, unsealText } from "./proposal-link.server";
import { nextProposalPayment, requestSchedulePayments } from "./proposal-payments.server";
import { enqueueOwnerMail } from "./proposal-mail.server";
import { proposalStateOf, viewOfVersion } from "./proposal-traveller.server";
import { acceptedOf } from "./proposal-view.server";
import { replacedText } from "./proposal-view";

/**
 * Accepting a proposal with a code sent to the traveller's phone: the lead-flow layer's
 * proposal_acceptance purpose (its SMS, caps, tries, expiry and proof), with the phone taken from the
 * lead's contact on record — the traveller types no number, so a forwarded link cannot be accepted
 * by someone else's phone. The start checks the version can be accepted before any SMS goes; the
 * winning code accepts the chosen option in one transaction: the version and quote accepted, the lead
 * Closed Won at the option's total, the deposit task, the timeline lines and the owner's e-mail.
 */

const A = PROPOSAL_ACCEPT_TEXTS;
const notFoundText = {
  title: "Proposal not found",
  description: "This proposal link is not valid. Open it again from your e-mail.",
};

const texts: LeadFlowTexts = {
  badRequest: { title: "Not accepted", description: "Choose an option and press Accept again." },
  invalidPhone: {
    title: "No mobile number",
    description: "We have no Indian mobile number on record for you: call us to accept this proposal.",
  },
  saveFailed: A.sendFailed,
  sendFailed: A.sendFailed,
  codeSent: (phone) => ({ title: "Code sent", description: `We sent a 6-digit code to ${phone}.` }),
  resent: { title: "New code sent", description: "We sent you a new code; the old one no longer works." },
  resendFailed: A.resendFailed,
  invalidSession: A.invalidSession,
  incompleteCode: A.incompleteCode,
  wrongCode: A.wrongCode,
  expiredCode: { title: "Code expired", description: "This code has expired. Request a new one." },
  verified: A.verified,
  verifyFailed: A.verifyFailed,
};

/** What the start hands the layer once it has looked the proposal up: never what the browser said. */
const onRecordSchema = z.object({
  name: z.string(),
  phone: z.string(),
  /** The link's token, sealed: the submission is stored, and a stored link would open the proposal. */
  sealedToken: z.string().min(1),
  optionId: z.string().min(1),
});
type OnRecord = z.infer<typeof onRecordSchema>;

const codeFlow = createLeadFlow({
  purpose: "proposal_acceptance",
  schema: onRecordSchema,
  issueText: () => ({ title: texts.badRequest.title, field: "optionId" }),
  texts,
  toData: ({ sealedToken, optionId }: OnRecord) => ({ sealedToken, optionId }),
  toResult: (s) => ({ sealedToken: String(s.data.sealedToken), optionId: String(s.data.optionId) }),
  writesLead: false,
});

/** Why this version cannot be accepted, in a sentence; null when it can. */
function acceptRefusal(version: VersionByToken, optionId: string | null): HttpRefusal | null {
  const state = proposalStateOf(version);
  switch (state.kind) {
    case "accepted":
      return state.optionId === optionId
        ? null
        : new HttpRefusal(
            409,
            "Already accepted",
            `You already accepted ${state.optionName} of this proposal. To change your choice, call or message us.`,
          );
    case "superseded":
      return new HttpRefusal(
        409,
        "A newer version was sent",
        `A newer version (v${state.currentVersion}) was sent to you; open the latest e-mail. This version can no longer be accepted.`,
      );
    case "replaced":
      return new HttpRefusal(409, "Another proposal was accepted", replacedText(state));
    case "expired":
      return new HttpRefusal(
        409,
        "Proposal expired",
        `This proposal was valid until ${formatDayLong(version.validUntil)} and can no longer be accepted. Call or message us for a fresh one.`,
      );
    case "declined":
      return new HttpRefusal(
        409,
        "Proposal declined",
        "This proposal was declined and can no longer be accepted.",
      );
    case "open":
      if (optionId !== null && !version.document.options.some((o) => o.id === optionId))
        return new HttpRefusal(400, "Choose an option", "Choose one of the options in the proposal.");
      return null;
  }
}

const refusalResponse = (refusal: HttpRefusal, field?: string) =>
  errorResponse(
    refusal.status as 400,
    { title: refusal.title, description: refusal.message },
    field ? { field } : {},
  );

/** The same request with another body (a request's body can be read once). */
function withBody(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body: JSON.stringify(body) });
}

/**
 * Accepts the option of a version whose code was just proven, in one transaction. Accepting the same
 * option again (a double tap, a reload) answers as the first did; anything else that cannot be
 * accepted is refused with its sentence.
 */
export async function acceptProposal(
  db: Database,
  token: string,
  optionId: string,
  now = new Date(),
): Promise<ProposalAccepted> {
  return db.transaction(async (tx) => {
    const version = await findVersionByToken(tx, token, { at: now });
    if (!version) throw new HttpRefusal(404, notFoundText.title, notFoundText.description);
    const refusal = acceptRefusal(version, optionId);
    if (refusal) throw refusal;
    if (version.acceptedOptionId === optionId) {
      const next = await nextProposalPayment(tx, version.versionId);
      const view = viewOfVersion(version, await leadPeople(tx, version.leadId));
      return acceptedOf(view, optionId, next?.payUrl ?? null)!;
    }
    // The version and quote are locked (and checked again) before the lead, the order a send takes
    // them in too, so an acceptance and a send of the next version at the same moment queue rather
    // than deadlock; whichever comes second sees the other's result.
    const won = await markAccepted(tx, version.versionId, optionId, now);
    const lead = await leadPeople(tx, version.leadId, true);
    const accepted = { ...version, acceptedOptionId: optionId, acceptedAt: now.toISOString() };
    const view = viewOfVersion(accepted, lead);
    const result = acceptedOf(view, optionId)!;
    if (!lead) return result;
    const payUrl = await requestSchedulePayments(tx, { version, optionId, lead, now });
    const option = view.options.find((o) => o.id === optionId)!;
    const label = `proposal ${version.number} v${version.version}`;
    // The lead is worth what the traveller has accepted on it: this quote, and any accepted before
    // it (a quote sent after the win is an add-on to the trip, not a new deal).
    const valueInr = await acceptedValueOfLead(tx, lead.leadId);
    const because = `${label}, ${option.name} accepted by the traveller`;
    if (lead.stage === "Closed Won")
      await setWonLeadValue(tx, { leadId: lead.leadId, valueInr, because, at: now });
    else await moveLeadToStage(tx, { leadId: lead.leadId, to: "Closed Won", valueInr, because, at: now });
    await recordLeadLine(tx, {
      contactId: lead.contactId,
      leadId: lead.leadId,
      kind: "proposal_accepted",
      summary: `${lead.travellerName} accepted ${option.name} of ${label} at ${formatMoney(option.price.total)} (code sent to their phone on record)`,
      data: {
        quoteId: version.quoteId,
        versionId: version.versionId,
        version: version.version,
        optionId,
        totalMinor: option.price.total.minor,
      },
      at: now,
    });
    for (const closed of won.closed)
      await recordLeadLine(tx, {
        contactId: lead.contactId,
        leadId: lead.leadId,
        kind: "proposal_closed",
        summary: `Proposal ${closed.number} closed: ${label} was accepted instead`,
        data: { quoteId: closed.quoteId, versions: closed.versions, acceptedQuoteId: version.quoteId },
        at: now,
      });
    const deposit = option.schedule[0];
    const depositDay = deposit?.date ?? indiaDay(now);
    await addDepositTask(tx, lead, {
      dueAt: indiaTimeOn(depositDay, 18),
      notes: deposit
        ? `${deposit.label}: ${formatMoney(deposit.amount)} (${deposit.dueText}) for ${label}, ${option.name}. Send the payment link.`
        : `For ${label}, ${option.name}. Send the payment link.`,
      at: now,
    });
    await enqueueOwnerMail(tx, {
      to: lead.ownerEmail,
      subject: `Accepted: ${lead.travellerName} accepted proposal ${version.number}`,
      text: [
        `${lead.travellerName} accepted ${option.name} of ${label} ("${version.document.title}") with the code sent to their phone.`,
        "",
        `Total: ${formatMoney(option.price.total)}. The lead is Closed Won at ${formatInr(valueInr)}.`,
        deposit
          ? `Deposit: ${formatMoney(deposit.amount)}, ${deposit.dueText.toLowerCase()}. A task to collect it is on your list.`
          : "A task to collect the deposit is on your list.",
        "",
        `The contact: ${getConfig().siteUrl}/vox/contacts?contact=${lead.contactId}`,
      ].join("\n"),
    });
    return { ...result, payUrl };
  });
}

/**
 * The layer's answer with the phone masked but for its last digits: whoever holds the link may start
 * an acceptance, and the number on record is the traveller's, not the link holder's to read. The
 * code step then shows "+91 ••••• •3210", as the page does.
 */
async function withMaskedPhone(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("json")) return response;
  const text = await response.text();
  let phone: unknown = null;
  try {
    phone = (JSON.parse(text) as { phone?: unknown }).phone;
  } catch {
    phone = null;
  }
  const masked =
    typeof phone === "string"
      ? text
          .split(formatIndianMobile(phone))
          .join(maskIndianMobile(phone))
          .split(phone)
          .join(maskIndianMobile(phone))
      : text;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(masked, { status: response.status, headers });
}

export const proposalAcceptanceFlow: LeadFlowHandlers = {
  purpose: "proposal_acceptance",
  async start(request, context) {
    const read = await readFlowFields(
      request,
      {
        schema: proposalAcceptSchema,
        issueText: (e) => ({ title: "Not accepted", field: String(e.issues[0]?.path[0] ?? "body") }),
      },
      texts.badRequest,
    );
    if (!read.ok) return read.response;
    let version: VersionByToken | null;
    let lead;
    try {
      const db = context.db ?? (await getDb());
      version = await findVersionByToken(db, read.fields.token);
      lead = version ? await leadPeople(db, version.leadId) : null;
    } catch (err) {
      logger.error({ err }, "proposal acceptance: lookup failed");
      return errorResponse(503, texts.saveFailed);
    }
    if (!version || !lead) return errorResponse(404, notFoundText);
    const refusal = acceptRefusal(version, read.fields.optionId);
    if (refusal) return refusalResponse(refusal, refusal.status === 400 ? "optionId" : undefined);
    if (version.acceptedOptionId)
      return refusalResponse(
        new HttpRefusal(409, "Already accepted", "You have already accepted this proposal."),
      );
    const phone = lead.travellerPhone ? normalizeIndianMobile(lead.travellerPhone) : null;
    if (!phone) return errorResponse(409, texts.invalidPhone);
    const { token: _token, ...rest } = read.body;
    const started = await codeFlow.start(
      withBody(request, {
        ...rest,
        name: lead.travellerName || "Traveller",
        phone,
        sealedToken: sealText(read.fields.token),
        optionId: read.fields.optionId,
      }),
      context,
    );
    return withMaskedPhone(started);
  },
  resend: async (request, submissionId, context) =>
    withMaskedPhone(await codeFlow.resend(request, submissionId, context)),
  async verify(request, submissionId, context) {
    const checked = await codeFlow.verify(request, submissionId, context);
    if (checked.status !== 200) return checked;
    const body = (await checked.json()) as { result: { sealedToken: string; optionId: string } } & Record<
      string,
      unknown
    >;
    try {
      const db = context.db ?? (await getDb());
      const token = unsealText(body.result.sealedToken);
      const accepted = await acceptProposal(db, token, body.result.optionId);
      const headers = new Headers();
      const cookie = checked.headers.get("Set-Cookie");
      if (cookie) headers.set("Set-Cookie", cookie);
      return jsonResponse({ ...body, result: accepted }, { headers });
    } catch (err) {
      if (err instanceof HttpRefusal) return refusalResponse(err);
      logger.error({ err }, "proposal acceptance: accepting failed");
      return errorResponse(503, A.verifyFailed);
    }
  },
  pending: async (submissionId, context) => withMaskedPhone(await codeFlow.pending!(submissionId, context)),
  proof: (request) => codeFlow.proof!(request),
};
