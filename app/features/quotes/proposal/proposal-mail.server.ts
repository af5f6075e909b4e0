import { eq } from "drizzle-orm";
import { getDb } from "~/server/db/db.server";
import { quoteVersions } from "~/server/db/schema.server";
import { getMailSender } from "~/server/mail.server";
import { enqueueOutbox, type OutboxJob } from "~/server/outbox.server";
import type { Executor } from "~/server/db/db.server";
import { sealText, unsealText } from "./proposal-link.server";

/**
 * The mails of the traveller's side, all through the outbox in the transaction that makes them true:
 * the proposal itself (its link and the version's PDF, which is read from the version when the job
 * runs, so a retry sends the same bytes and the outbox holds no PDF), and the owner's notices.
 */

const PROPOSAL_MAIL_JOB_KIND = "quotes.proposal_mail";

type ProposalMail = {
  versionId: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The text part, with the link in it: sealed while it waits in the outbox. */
  text: string;
  filename: string;
};

export async function enqueueProposalMail(tx: Executor, mail: ProposalMail) {
  const { text, ...rest } = mail;
  await enqueueOutbox(tx, PROPOSAL_MAIL_JOB_KIND, { ...rest, sealedText: sealText(text) });
}

const str = (value: unknown, name: string) => {
  if (typeof value !== "string") throw new Error(`${PROPOSAL_MAIL_JOB_KIND} payload needs ${name}`);
  return value;
};

export const PROPOSAL_MAIL_JOB: OutboxJob = {
  kind: PROPOSAL_MAIL_JOB_KIND,
  handler: async (payload) => {
    const versionId = str(payload.versionId, "versionId");
    const db = await getDb();
    const [version] = await db
      .select({ pdf: quoteVersions.pdf })
      .from(quoteVersions)
      .where(eq(quoteVersions.id, versionId));
    // The quote was deleted meanwhile: there is nothing to send.
    if (!version) return;
    if (!version.pdf) throw new Error("the version's PDF is not stored");
    await getMailSender().send({
      to: str(payload.to, "to"),
      audience: "visitor",
      replyTo: str(payload.replyTo, "replyTo"),
      subject: str(payload.subject, "subject"),
      text: unsealText(str(payload.sealedText, "sealedText")),
      attachments: [
        { filename: str(payload.filename, "filename"), contentType: "application/pdf", content: version.pdf },
      ],
    });
  },
};

/** A notice to the quote's owner (staff mail, capped as staff mail is). */
export async function enqueueOwnerMail(
  tx: Executor,
  mail: { to: string | null; subject: string; text: string },
): Promise<void> {
  if (!mail.to) return;
  await enqueueOutbox(tx, "mail.send", {
    to: mail.to,
    audience: "staff",
    subject: mail.subject,
    text: mail.text,
  });
}
