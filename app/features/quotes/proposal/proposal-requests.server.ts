import type { StaffUser } from "~/features/auth/index.server";
import { getDb, type Database } from "~/server/db/db.server";
import { errorResponse, HttpRefusal, jsonResponse, readJsonObject } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { versionPdfForStaff } from "../quotes.server";
import { PROPOSAL_TOKEN, proposalChangesSchema } from "./proposal-acceptance-texts";
import { proposalPath } from "./proposal-link.server";
import {
  openProposal,
  proposalPdfByToken,
  recordProposalView,
  requestProposalChanges,
} from "./proposal-traveller.server";

/** The HTTP ends of the traveller's side: what the routes call. */

/** Headers of everything a proposal link opens: personal, never cached, never indexed. */
export const PROPOSAL_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

const isToken = (token: string | undefined): token is string => !!token && PROPOSAL_TOKEN.test(token);

/** The page's data, or null for a link that names no proposal (the page is then a 404). */
export async function proposalPageData(token: string | undefined, db?: Database) {
  if (!isToken(token)) return null;
  const opened = await openProposal(db ?? (await getDb()), token);
  return opened
    ? { view: opened.view, payment: opened.payment, token, pdfUrl: `${proposalPath(token)}/pdf` }
    : null;
}

/**
 * POST: the proposal page was shown in a browser (the page posts once when it has rendered), so the
 * view is counted; a link's preview fetched by a mail scanner runs no script and counts nothing.
 */
export async function proposalViewRequest(
  request: Request,
  token: string | undefined,
  db?: Database,
): Promise<Response> {
  // A JSON body like every other endpoint here ({}), so no other content type is taken as a view.
  const read = await readJsonObject(request, {
    title: "Not recorded",
    description: "Send the view as JSON.",
  });
  if (!read.ok) return read.response;
  const notFound = () =>
    errorResponse(404, {
      title: "Proposal not found",
      description: "This proposal link is not valid. Open it again from your e-mail.",
    });
  if (!isToken(token)) return notFound();
  try {
    const recorded = await recordProposalView(db ?? (await getDb()), token);
    return recorded ? new Response(null, { status: 204, headers: PROPOSAL_HEADERS }) : notFound();
  } catch (err) {
    logger.error({ err }, "proposal: recording a view failed");
    return errorResponse(503, {
      title: "Not recorded",
      description: "The view could not be recorded just now.",
    });
  }
}

const pdfNotFound = () =>
  errorResponse(
    404,
    {
      title: "Proposal not found",
      description: "There is no proposal at this link. Open it again from your e-mail.",
    },
    {},
  );

export async function proposalPdfRequest(token: string | undefined, db?: Database): Promise<Response> {
  if (!isToken(token)) return pdfNotFound();
  const found = await proposalPdfByToken(db ?? (await getDb()), token);
  if (!found) return pdfNotFound();
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      ...PROPOSAL_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${found.filename}"`,
    },
  });
}

/** The PDF kept with a sent version, for staff who may see the quote. */
export async function staffProposalPdf(
  db: Database,
  staff: StaffUser,
  quoteId: string | undefined,
  version: string | undefined,
): Promise<{ pdf: Buffer; filename: string }> {
  const n = Number(version);
  if (!quoteId || !/^[0-9a-f-]{36}$/i.test(quoteId) || !Number.isInteger(n) || n < 1)
    throw new HttpRefusal(404, "Not found", "That version does not exist, or is not yours to see.");
  const found = await versionPdfForStaff(db, staff, quoteId, n);
  if (!found) throw new HttpRefusal(404, "No PDF", "That version has no PDF: only a sent version keeps one.");
  return { pdf: found.pdf, filename: `proposal-${found.number}-v${found.version}.pdf` };
}

/** POST {message}: the traveller's request for changes; a 4xx in words for anything else. */
export async function proposalChangesRequest(
  request: Request,
  token: string | undefined,
  db?: Database,
): Promise<Response> {
  const read = await readJsonObject(request, {
    title: "Not sent",
    description: "Write your message and send it again.",
  });
  if (!read.ok) return read.response;
  const parsed = proposalChangesSchema.safeParse(read.body);
  if (!parsed.success)
    return errorResponse(
      400,
      { title: "Not sent", description: parsed.error.issues[0]!.message },
      { field: "message" },
    );
  if (!isToken(token))
    return errorResponse(404, {
      title: "Proposal not found",
      description: "This proposal link is not valid. Open it again from your e-mail.",
    });
  try {
    const done = await requestProposalChanges(db ?? (await getDb()), token, parsed.data.message);
    return jsonResponse({ ok: true, agentName: done.agentName }, { headers: PROPOSAL_HEADERS });
  } catch (err) {
    if (err instanceof HttpRefusal)
      return errorResponse(err.status, { title: err.title, description: err.message });
    logger.error({ err }, "proposal: changes request failed");
    return errorResponse(503, {
      title: "Not sent",
      description: "Your message could not be sent just now. Please try again, or call us.",
    });
  }
}
