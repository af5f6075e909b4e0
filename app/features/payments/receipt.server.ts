import { eq } from "drizzle-orm";
import { formatDayLong } from "~/lib/format";
import { formatMoney, money, type Money } from "~/lib/money";
import type { SiteSettings } from "~/lib/site-settings";
import { getDb, type Executor } from "~/server/db/db.server";
import { contacts, paymentRequests, payments } from "~/server/db/schema.server";
import { getMailSender } from "~/server/mail.server";
import type { OutboxJob } from "~/server/outbox.server";
import { brandedPdf, PDF_COLOURS } from "~/server/pdf.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { amountInWords } from "./amount-in-words";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "./payment-schemas";
import { RECEIPT_JOB_KIND } from "./payment-requests.server";
import { getPaymentSettings } from "./payment-settings.server";

/** What a receipt states, read from the payment, its request, the payer and the payment settings. */
export type ReceiptData = {
  receiptNumber: string;
  receivedOn: string;
  amount: Money;
  method: PaymentMethod;
  /** Razorpay's payment id or the UTR / cheque number. */
  reference: string | null;
  requestReference: string;
  label: string;
  payerName: string;
  payerEmail: string | null;
  payerPhone: string | null;
  /** The request's total and what is still to pay after this payment (and any before it). */
  requestAmount: Money;
  balanceAfter: Money;
  legalName: string;
  gstin: string;
};

export const ERASED_PAYER = "Erased at the payer's request";

export async function receiptData(exec: Executor, paymentId: string): Promise<ReceiptData | null> {
  const [row] = await exec
    .select({ payment: payments, request: paymentRequests, contact: contacts })
    .from(payments)
    .innerJoin(paymentRequests, eq(paymentRequests.id, payments.requestId))
    .leftJoin(contacts, eq(contacts.id, paymentRequests.contactId))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  const { payment, request, contact } = row;
  // What was paid up to and including this payment (later ones do not belong on this receipt).
  const upTo = (await exec.select().from(payments).where(eq(payments.requestId, request.id)))
    .filter((p) => p.createdAt <= payment.createdAt)
    .reduce((sum, p) => sum + p.amountMinor, 0);
  const settings = await getPaymentSettings(exec);
  return {
    receiptNumber: payment.receiptNumber,
    receivedOn: payment.receivedOn,
    amount: money(payment.amountMinor, payment.currency),
    method: payment.method as PaymentMethod,
    reference: payment.providerPaymentId ?? payment.reference,
    requestReference: request.reference,
    label: request.label,
    // The payer erased at their request: the receipt stays, without naming them.
    payerName: contact ? (contact.name ?? "") : ERASED_PAYER,
    payerEmail: contact?.email ?? null,
    payerPhone: contact?.phone ?? null,
    requestAmount: money(request.amountMinor, request.currency),
    balanceAfter: money(Math.max(0, request.amountMinor - upTo), request.currency),
    legalName: settings.legalName,
    gstin: settings.gstin,
  };
}

const { ink: INK, inkSoft: INK_SOFT, muted: MUTED, gold: GOLD, rule: RULE } = PDF_COLOURS;

/**
 * The receipt, one A4 page in the brand: the agency's legal name and GSTIN (from the payment
 * settings), the receipt number and day, who paid, for what, how, the amount in figures and in
 * words (Indian system), and what is still to pay.
 */
export function renderReceiptPdf(
  data: ReceiptData,
  options: { compress?: boolean; settings?: SiteSettings } = {},
): Promise<Buffer> {
  const site = options.settings ?? getSiteSettings();
  const issuer = data.legalName || site.brandName;
  const { doc, bytes } = brandedPdf({
    compress: options.compress,
    info: {
      Title: `Receipt ${data.receiptNumber} — ${site.brandName}`,
      Author: issuer,
      Subject: `${formatMoney(data.amount)} for ${data.label}`,
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rule = () => {
    const y = doc.y + 6;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 10;
  };
  const label = (text: string) =>
    doc.font("bold").fontSize(8).fillColor(GOLD).text(text.toUpperCase(), { characterSpacing: 1.5 });
  const line = (name: string, value: string) => {
    doc.font("bold").fontSize(10).fillColor(INK).text(`${name}:  `, { continued: true });
    doc.font("body").fillColor(INK_SOFT).text(value);
  };

  doc.font("bold").fontSize(9).fillColor(GOLD).text(site.brandName.toUpperCase(), { characterSpacing: 3 });
  doc.font("body").fontSize(8.5).fillColor(MUTED).text(site.brandTagline);
  doc.moveDown(0.6);
  doc.font("bold").fontSize(10).fillColor(INK).text(issuer);
  for (const address of site.addressLines) doc.font("body").fontSize(9).fillColor(INK_SOFT).text(address);
  if (data.gstin) doc.font("body").fontSize(9).fillColor(INK_SOFT).text(`GSTIN: ${data.gstin}`);
  doc.moveDown(1);
  doc.font("display").fontSize(12).fillColor(INK_SOFT).text("Payment receipt");
  doc.font("displayBold").fontSize(26).fillColor(INK).text(data.receiptNumber, { characterSpacing: 1 });
  doc.font("body").fontSize(10).fillColor(INK_SOFT).text(formatDayLong(data.receivedOn));
  rule();

  label("Received from");
  doc.moveDown(0.3);
  line("Name", data.payerName || "—");
  if (data.payerEmail) line("E-mail", data.payerEmail);
  if (data.payerPhone) line("Mobile", data.payerPhone);
  rule();

  label("Payment");
  doc.moveDown(0.3);
  line("For", `${data.label} (${data.requestReference})`);
  line("Method", PAYMENT_METHOD_LABELS[data.method]);
  if (data.reference) line("Reference", data.reference);
  doc.moveDown(0.4);
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(INK)
    .text(`Amount received  ${formatMoney(data.amount)}`);
  doc.font("body").fontSize(10).fillColor(INK_SOFT).text(amountInWords(data.amount));
  doc.moveDown(0.4);
  line("Requested", formatMoney(data.requestAmount));
  line("Still to pay", formatMoney(data.balanceAfter));
  rule();

  doc
    .font("body")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `This receipt acknowledges money received by ${issuer}. It is not a tax invoice. Questions: ${site.supportEmail}, ${site.phoneDisplay}.`,
    );
  doc.end();
  return bytes;
}

/** The receipt of a payment as PDF bytes, or null when the payment does not exist. */
export async function receiptPdf(paymentId: string, exec?: Executor): Promise<Buffer | null> {
  const data = await receiptData(exec ?? (await getDb()), paymentId);
  return data ? renderReceiptPdf(data) : null;
}

/** E-mails a payment's receipt to the payer (queued in the transaction that recorded the payment). */
export const RECEIPT_JOB: OutboxJob = {
  kind: RECEIPT_JOB_KIND,
  handler: async (payload) => {
    if (typeof payload.paymentId !== "string") throw new Error(`${RECEIPT_JOB_KIND} payload needs paymentId`);
    const data = await receiptData(await getDb(), payload.paymentId);
    // Gone (erased) or nobody to send it to: the receipt stays downloadable from the console.
    if (!data?.payerEmail) return;
    const site = getSiteSettings();
    const pdf = await renderReceiptPdf(data, { settings: site });
    await getMailSender().send({
      to: data.payerEmail,
      audience: "visitor",
      subject: `Receipt ${data.receiptNumber}: ${formatMoney(data.amount)} received — ${site.brandName}`,
      text: [
        `Dear ${data.payerName || "traveller"},`,
        "",
        `Thank you: we have received ${formatMoney(data.amount)} (${amountInWords(data.amount)}) for ${data.label}.`,
        data.balanceAfter.minor > 0
          ? `Still to pay on ${data.requestReference}: ${formatMoney(data.balanceAfter)}.`
          : `${data.requestReference} is now paid in full.`,
        "",
        `Your receipt ${data.receiptNumber} is attached.`,
        "",
        site.brandName,
        `${site.supportEmail} · ${site.phoneDisplay}`,
      ].join("\n"),
      attachments: [{ filename: `${data.receiptNumber}.pdf`, contentType: "application/pdf", content: pdf }],
    });
  },
};
