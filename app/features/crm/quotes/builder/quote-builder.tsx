import { ArrowLeft, CopyPlus, Save, Send, XCircle } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { LineKind, Markup, QuoteDocument, QuoteTotals, TermsTemplate } from "~/features/quotes";
import { indiaDay } from "~/lib/india-time";
import { ApplyTemplate } from "./apply-template";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { consoleRequest } from "../../shared/console-request";
import { contactHref } from "../../shell/tabs";
import { QuoteStatusBadge } from "../../records/quote-status";
import { DaysEditor } from "./days-editor";
import { DeclineDialog } from "./decline-dialog";
import { Checkbox } from "./fields";
import type { CatalogueChoice } from "./draft-ops";
import { LinesEditor } from "./lines-editor";
import { TaxEditor, TermsEditor } from "./tax-terms";
import { TotalsPanel } from "./totals-panel";
import { totalsView, viewOf, type TotalsContext } from "./totals-view";
import { TripFacts, type Edit } from "./trip-facts";
import { PaymentsSection } from "../../records/payments-section";
import type { RequestLine } from "../../records/payment-view";
import { VersionsPanel, type VersionSummary } from "./versions-panel";

export type BuilderData = {
  quote: {
    id: string;
    number: string;
    status: string;
    contactId: string;
    contactName: string | null;
    ownerName: string | null;
    /** The lead's budget in paise (null: the lead gave none), shown beside each option's total. */
    budgetMinor: number | null;
  };
  versions: VersionSummary[];
  /** The draft being edited, or null when the latest version is sent and read-only. */
  draft: { version: number; document: QuoteDocument; updatedAt: string } | null;
  /** What is shown read-only when there is no draft: the latest sent version, with its frozen figures. */
  latest: { version: number; document: QuoteDocument; totals: QuoteTotals } | null;
  /** What the draft's figures are computed with (no draft, nothing to compute). */
  ctx: TotalsContext | null;
  markupDefaults: Partial<Record<LineKind, Markup>>;
  /** The settings' named terms templates an agent may apply to a draft, and the default one's id. */
  termsTemplates?: { templates: TermsTemplate[]; defaultId: string };
  /** The site's own experiences an activity line can start from. */
  catalogue?: CatalogueChoice[];
  /** The days a valid-until date may take (India days). */
  validUntilRange?: { min: string; max: string };
  canEdit: boolean;
  /**
   * The quote's payment requests (its accepted schedule's deposit and balance, and any raised on
   * its lead for it) with due, paid and balance; null before the quote is accepted and while none exists.
   */
  payments?: { requests: RequestLine[]; leadId: string; isAdmin: boolean } | null;
  /**
   * Whether the send may also put the link on WhatsApp: WhatsApp is configured and the contact
   * opted in and has not sent STOP (the quote_link template is a marketing one).
   */
  quoteLinkOnWhatsApp?: boolean;
};

type WhatsAppAnswer = { status: "sent" | "failed"; sentence: string | null };

type Problem = { title: string; description: string; field?: string; conflict?: boolean };

const SECTIONS = [
  ["quote-trip", "Trip"],
  ["quote-days", "Days"],
  ["quote-options", "Options"],
  ["quote-lines", "Lines"],
  ["quote-taxes", "Taxes"],
  ["quote-terms", "Terms"],
] as const;

/**
 * The quote builder: one quote's draft, edited in place and priced as the agent types (the same
 * arithmetic the server runs on save and on send, which is the one that counts). A sent version is
 * read-only; editing it starts the next version's draft.
 */
export function QuoteBuilder({ data }: { data: BuilderData }) {
  const revalidator = useRevalidator();
  const source = data.draft ?? data.latest;
  const [doc, setDoc] = useState<QuoteDocument | null>(source?.document ?? null);
  const [updatedAt, setUpdatedAt] = useState(data.draft?.updatedAt ?? null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<"save" | "send" | "draft" | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The send's answer: to whom, and the traveller's link (shown once, to copy into a message).
  const [sent, setSent] = useState<{ text: string; url: string } | null>(null);
  const readOnly = !data.draft || !data.canEdit;
  const [declining, setDeclining] = useState(false);
  const [alsoWhatsApp, setAlsoWhatsApp] = useState(true);
  // A sent proposal the traveller has not answered can be marked declined on their word.
  const declinable = data.canEdit && (data.quote.status === "sent" || data.quote.status === "viewed");

  // A new draft or another version from the server replaces what is on screen (not a revalidation
  // of the same draft, which would wipe what is being typed).
  const sourceKey = `${source?.version ?? ""}:${data.draft ? "draft" : "sent"}`;
  const lastKey = useRef(sourceKey);
  useEffect(() => {
    if (lastKey.current === sourceKey) return;
    lastKey.current = sourceKey;
    setDoc(source?.document ?? null);
    setUpdatedAt(data.draft?.updatedAt ?? null);
    setDirty(false);
    setProblem(null);
  }, [sourceKey, source, data.draft]);

  const edit: Edit = useCallback((change) => {
    setDoc((d) => (d ? change(d) : d));
    setDirty(true);
  }, []);

  // A draft is priced as it is typed; a sent version shows the figures it was sent with.
  const frozen = data.draft ? null : (data.latest?.totals ?? null);
  const totals = useMemo(
    () => (doc && data.ctx && !frozen ? totalsView(doc, data.ctx) : frozen ? viewOf(frozen) : null),
    [doc, data.ctx, frozen],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (!doc || readOnly) return false;
    setPending("save");
    setProblem(null);
    try {
      const result = await consoleRequest<{ updatedAt: string }>(
        "PUT",
        `/api/v1/console/quotes/${data.quote.id}`,
        {
          document: doc,
          updatedAt,
        },
      );
      if (!result.ok) {
        setProblem({
          title: result.title,
          description: result.description,
          field: result.field,
          conflict: result.status === 409,
        });
        return false;
      }
      setUpdatedAt(result.data.updatedAt);
      setDirty(false);
      showSuccessToast("Quote saved");
      return true;
    } finally {
      setPending(null);
    }
  }, [doc, readOnly, data.quote.id, updatedAt]);

  async function send() {
    if (dirty && !(await save())) return;
    setPending("send");
    setProblem(null);
    try {
      const result = await consoleRequest<{ version: number; sentTo: string | null; url: string }>(
        "POST",
        `/api/v1/console/quotes/${data.quote.id}/send`,
        {},
      );
      if (!result.ok) {
        setProblem({ title: result.title, description: result.description, field: result.field });
        return;
      }
      const what = `Version ${result.data.version} sent`;
      setSent({
        text: result.data.sentTo ? `${what} to ${result.data.sentTo}.` : `${what}.`,
        url: result.data.url,
      });
      showSuccessToast(what);
      if (data.quoteLinkOnWhatsApp && alsoWhatsApp) await sendLinkOnWhatsApp();
      await revalidator.revalidate();
    } finally {
      setPending(null);
    }
  }

  // The contact sheet's staff send, which fills quote_link with the link just e-mailed. Its refusal
  // leaves the quote sent: the e-mail went, so the agent only reads why WhatsApp did not.
  async function sendLinkOnWhatsApp() {
    const result = await consoleRequest<WhatsAppAnswer>(
      "POST",
      `/api/v1/console/contacts/${data.quote.contactId}/whatsapp`,
      { kind: "template", template: "quote_link" },
    );
    if (!result.ok) showErrorToast("Link not sent on WhatsApp", result.description);
    else if (result.data.status === "failed")
      showErrorToast("Link not sent on WhatsApp", result.data.sentence ?? "WhatsApp refused the message.");
    else showSuccessToast("Link sent on WhatsApp");
  }

  async function newDraft() {
    setPending("draft");
    try {
      const result = await consoleRequest("POST", `/api/v1/console/quotes/${data.quote.id}/drafts`, {});
      if (!result.ok) showErrorToast(result.title, result.description);
      else {
        setSent(null);
        await revalidator.revalidate();
      }
    } finally {
      setPending(null);
    }
  }

  async function reloadTheirs() {
    setProblem(null);
    lastKey.current = "";
    await revalidator.revalidate();
  }

  // Ctrl+S / ⌘S saves; leaving with unsaved changes asks first.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
        e.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save]);
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [dirty]);

  const version = source?.version ?? 1;
  return (
    <section aria-label={`Quote ${data.quote.number}`} data-testid="quote-builder">
      <header className="sticky top-[2.8125rem] z-10 -mx-1 mb-4 border-b border-sand-200 bg-ivory/95 px-1 pt-1 pb-3 backdrop-blur">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Link
            to="/vox/quotes"
            className="inline-flex items-center gap-1 text-sm text-ink-600 hover:text-ink-900"
          >
            <ArrowLeft aria-hidden className="size-4" /> Quotes
          </Link>
          <h2 className="font-display text-2xl text-ink-900">{data.quote.number}</h2>
          <QuoteStatusBadge status={data.quote.status} />
          <Badge size="status" variant={data.draft ? "soft-gold" : "muted"}>
            v{version} {data.draft ? "draft" : "sent"}
          </Badge>
          <Link
            className="text-sm text-ink-700 underline-offset-4 hover:underline"
            to={contactHref(data.quote.contactId)}
          >
            {data.quote.contactName ?? "Unnamed contact"}
          </Link>
          {data.quote.ownerName ? (
            <span className="text-sm text-ink-500">· {data.quote.ownerName}</span>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            <span className="text-xs text-ink-500" role="status" data-testid="save-state">
              {readOnly ? "Read-only" : dirty ? "Unsaved changes" : "All changes saved"}
            </span>
            {declinable ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={pending !== null}
                onClick={() => setDeclining(true)}
              >
                <XCircle aria-hidden /> Mark declined
              </Button>
            ) : null}
            {data.draft && data.canEdit ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending !== null || !dirty}
                  onClick={() => void save()}
                  aria-keyshortcuts="Control+S Meta+S"
                >
                  <Save aria-hidden /> {pending === "save" ? "Saving…" : "Save"}
                </Button>
                {data.quoteLinkOnWhatsApp ? (
                  <Checkbox
                    label="Also send the link on WhatsApp"
                    checked={alsoWhatsApp}
                    onChange={setAlsoWhatsApp}
                    disabled={pending !== null}
                  />
                ) : null}
                <Button size="sm" variant="ink" disabled={pending !== null} onClick={() => void send()}>
                  <Send aria-hidden /> {pending === "send" ? "Sending…" : `Send v${version}`}
                </Button>
              </>
            ) : data.canEdit ? (
              <Button size="sm" variant="ink" disabled={pending !== null} onClick={() => void newDraft()}>
                <CopyPlus aria-hidden /> Edit as v{version + 1}
              </Button>
            ) : null}
          </div>
        </div>
        <nav aria-label="Quote sections" className="mt-2 flex flex-wrap gap-3 text-xs">
          {SECTIONS.map(([id, label]) => (
            <a
              key={id}
              href={`#${id}`}
              className="text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
            >
              {label}
            </a>
          ))}
          <a
            href="#quote-totals"
            className="text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
          >
            Totals
          </a>
          <a
            href="#quote-versions"
            className="text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
          >
            Versions
          </a>
        </nav>
        {problem ? (
          <div
            role="alert"
            className="mt-2 rounded-md border border-danger-600/30 bg-danger-600/5 px-3 py-2 text-sm"
          >
            <strong className="text-danger-600">{problem.title}.</strong> {problem.description}
            {problem.field ? <span className="ml-1 text-xs text-ink-500">({problem.field})</span> : null}
            {problem.conflict ? (
              <Button
                size="sm"
                variant="link"
                className="ml-2 h-auto px-0"
                onClick={() => void reloadTheirs()}
              >
                Load the saved version (your changes here are dropped)
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {declining ? (
        <DeclineDialog
          quoteId={data.quote.id}
          quoteNumber={data.quote.number}
          onCancel={() => setDeclining(false)}
          onDeclined={(v, leadClosed) => {
            setDeclining(false);
            showSuccessToast(
              `Version ${v} marked declined`,
              leadClosed ? "The lead is closed as lost with the same reason." : undefined,
            );
            void revalidator.revalidate();
          }}
        />
      ) : null}
      {sent ? (
        <p
          role="status"
          data-testid="quote-sent"
          className="mb-4 rounded-md bg-success-600/10 px-3 py-2 text-sm text-success-600"
        >
          {sent.text} The traveller&apos;s link:{" "}
          <a
            className="break-all underline underline-offset-4"
            href={sent.url}
            target="_blank"
            rel="noreferrer"
          >
            {sent.url}
          </a>
        </p>
      ) : null}
      {!data.draft && data.latest ? (
        <p className="mb-4 text-sm text-ink-600">
          Version {data.latest.version} was sent and is kept as it was. Edit as v{data.latest.version + 1} to
          change it.
        </p>
      ) : null}

      {doc && totals ? (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-4">
            <TripFacts doc={doc} edit={edit} readOnly={readOnly} />
            <DaysEditor doc={doc} edit={edit} readOnly={readOnly} />
            <LinesEditor
              doc={doc}
              edit={edit}
              readOnly={readOnly}
              figures={totals.line}
              markupDefaults={data.markupDefaults}
              catalogue={data.catalogue}
            />
            <TaxEditor doc={doc} edit={edit} readOnly={readOnly} rules={data.ctx?.rules ?? null} />
            <TermsEditor
              terms={doc.terms}
              editTerms={(change) => edit((d) => ({ ...d, terms: change(d.terms) }))}
              readOnly={readOnly}
              validUntilRange={data.validUntilRange}
              action={
                !readOnly && data.termsTemplates?.templates.length ? (
                  <ApplyTemplate
                    doc={doc}
                    edit={edit}
                    templates={data.termsTemplates.templates}
                    defaultId={data.termsTemplates.defaultId}
                    // The first day a valid-until may take is today in India, as the server counts it.
                    today={data.validUntilRange?.min ?? indiaDay()}
                  />
                ) : null
              }
            />
          </div>
          <aside className="space-y-4 xl:sticky xl:top-[8rem] xl:max-h-[calc(100vh-8.5rem)] xl:self-start xl:overflow-y-auto">
            {data.payments ? (
              <div className="rounded-xl border border-sand-200 bg-white p-4" id="quote-payments">
                <PaymentsSection
                  requests={data.payments.requests}
                  isAdmin={data.payments.isAdmin}
                  lead={{
                    leads: [{ id: data.payments.leadId, label: data.quote.number }],
                    contactName: data.quote.contactName,
                    defaultLabel: data.quote.number,
                  }}
                  empty="Nothing requested on this quote yet."
                />
              </div>
            ) : null}
            <TotalsPanel totals={totals} budgetMinor={data.quote.budgetMinor} />
            {/* A new version resets the comparison to the latest two. */}
            <VersionsPanel key={data.versions.length} quoteId={data.quote.id} versions={data.versions} />
          </aside>
        </div>
      ) : (
        <p className="text-sm text-ink-500">This quote has no version yet.</p>
      )}
    </section>
  );
}
