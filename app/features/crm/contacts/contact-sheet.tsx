import {
  Copy,
  Download,
  FileLock2,
  GitMerge,
  Pencil,
  Phone,
  PhoneCall,
  Plus,
  ShieldAlert,
  Trash2,
} from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { formatInr, formatPhone, formatWhen } from "~/lib/format";
import type { ContactDetail } from "./contacts.server";
import { useConsoleAction } from "../shared/console-request";
import { ScoreBadge } from "../shared/score-badge";
import { ContactFormDialog } from "./contact-form-dialog";
import { leadTypeLabel, PIPELINE_STAGES, type PipelineStage } from "../shared/crm-constants";
import { BookingLine } from "./booking-line";
import { LeadEditor, tripSummary } from "./lead-editor";
import { tripOf, visitorWordsOf } from "../records/lead-trip";
import { LogActivityForm } from "../records/log-activity-form";
import { MergeDialog } from "./merge-dialog";
import { useStageMove } from "../records/stage-move";
import { ContactTags } from "../records/contact-tags";
import type { TagView } from "../records/tag-chip";
import { TaskFormDialog } from "../records/task-form-dialog";
import { Timeline } from "../records/timeline";
import { WhatsAppSection } from "./whatsapp-section";
import { LeadQuotes } from "../records/lead-quotes";
import { BookingPaymentLine, PaymentsSection } from "../records/payments-section";
import { PrivacyRequestDialog } from "../records/privacy-request-dialog";
import { ConsentList } from "../records/consent-list";
import { tripConsentWithdrawn } from "../records/consent-standing";

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="border-t border-sand-200 px-6 py-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * One contact, as an agent works them: who they are, their leads, open tasks and everything that
 * happened, with the actions their role allows. Opened by `?contact=` so it can be linked and
 * survives a reload.
 */
export function ContactSheet({
  contact,
  owners,
  tags,
  canDelete,
  me,
  onClose,
  onOpenContact,
}: {
  contact: ContactDetail;
  owners: { id: string; name: string }[];
  tags: TagView[];
  canDelete: boolean;
  me: string;
  onClose: () => void;
  onOpenContact: (id: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<"delete" | "erase" | null>(null);
  const [addingTask, setAddingTask] = useState(false);
  const [logging, setLogging] = useState(false);
  const [privacyRequest, setPrivacyRequest] = useState(false);
  const duplicate = contact.duplicates.find((d) => d.id === merging);

  return (
    <Sheet open onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent className="w-full p-0 sm:max-w-2xl" aria-describedby={undefined}>
        <SheetHeader className="pb-4">
          <SheetTitle>{contact.name ?? "Unnamed contact"}</SheetTitle>
          <SheetDescription asChild>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {contact.phone ? (
                <a
                  className="inline-flex items-center gap-1 font-medium text-ink-900 underline-offset-4 hover:underline"
                  href={`tel:${contact.phone}`}
                >
                  <Phone aria-hidden className="size-3.5" />
                  {formatPhone(contact.phone)}
                </a>
              ) : null}
              {contact.verified ? (
                <Badge size="status" variant="soft-success">
                  Verified
                </Badge>
              ) : (
                <Badge size="status" variant="muted">
                  Not verified
                </Badge>
              )}
              {tripConsentWithdrawn(contact.consents) ? (
                <Badge size="status" variant="soft-danger">
                  Trip consent withdrawn
                </Badge>
              ) : null}
              {contact.email ? (
                <a className="break-all underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              ) : null}
            </div>
          </SheetDescription>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-ink-500">City</dt>
              <dd className="text-ink-800">{contact.city ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-500">Owner</dt>
              <dd className="text-ink-800">{contact.ownerName ?? "Nobody"}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-500">Added</dt>
              <dd className="text-ink-800">{formatWhen(contact.createdAt, false)}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-500">Last activity</dt>
              <dd className="text-ink-800">{formatWhen(contact.lastActivityAt)}</dd>
            </div>
          </dl>
          {contact.notes ? (
            <p className="mt-2 text-sm whitespace-pre-line text-ink-700">{contact.notes}</p>
          ) : null}
          <ContactTags contactId={contact.id} tagIds={contact.tagIds} tags={tags} canManage={canDelete} />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPrivacyRequest(true)}>
              <FileLock2 aria-hidden /> Log a privacy request
            </Button>
            {canDelete ? (
              <>
                <Button size="sm" variant="ghost" onClick={() => setDeleting("delete")}>
                  <Trash2 aria-hidden /> Delete
                </Button>
                {/* A person's request for a copy of their data: one JSON file, recorded in the audit log. */}
                <Button size="sm" variant="ghost" asChild>
                  <a href={`/api/v1/console/contacts/${contact.id}/export`} download>
                    <Download aria-hidden /> Export personal data
                  </a>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger-600"
                  onClick={() => setDeleting("erase")}
                >
                  <ShieldAlert aria-hidden /> Erase personal data
                </Button>
              </>
            ) : null}
          </div>
        </SheetHeader>

        {contact.duplicates.length ? (
          <Section title="Possible duplicates">
            <ul className="space-y-2">
              {contact.duplicates.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gold-300 bg-gold-300/15 p-3 text-sm"
                >
                  <span className="min-w-0">
                    <Copy aria-hidden className="mr-1 inline size-3.5 text-gold-800" />
                    <button
                      type="button"
                      className="font-medium underline-offset-4 hover:underline"
                      onClick={() => onOpenContact(d.id)}
                    >
                      {d.name ?? "Unnamed"}
                    </button>{" "}
                    <span className="text-ink-600">
                      has the same {d.reason} · {formatPhone(d.phone)} · {d.email ?? "no e-mail"}
                    </span>
                  </span>
                  <Button size="sm" variant="outline" onClick={() => setMerging(d.id)}>
                    <GitMerge aria-hidden /> Compare and merge
                  </Button>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section title={`Leads (${contact.leads.length})`}>
          {contact.leads.length ? (
            <ul className="divide-y divide-sand-100">
              {contact.leads.map((lead) => (
                <LeadRow
                  key={lead.id}
                  lead={lead}
                  quotes={
                    <LeadQuotes
                      leadId={lead.id}
                      fromPlanner={lead.type === "planner"}
                      quotes={contact.quotes[lead.id] ?? []}
                      choices={contact.quoteStart}
                    />
                  }
                  contactName={contact.name ?? "this contact"}
                  owners={owners}
                  isAdmin={canDelete}
                  bookingPayments={
                    lead.booking
                      ? contact.payments.filter((p) => p.activityBookingId === lead.booking!.id)
                      : []
                  }
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-500">No leads yet: this contact was added by hand.</p>
          )}
        </Section>

        <div className="border-t border-sand-200 px-6 py-5">
          <PaymentsSection
            requests={contact.payments}
            isAdmin={canDelete}
            lead={{
              leads: contact.leads.map((l) => ({
                id: l.id,
                label: `${leadTypeLabel(l.type)} · ${formatWhen(l.createdAt, false)}`,
              })),
              contactName: contact.name,
            }}
            empty={
              contact.leads.length
                ? "Nothing requested yet."
                : "Nothing requested. A payment is requested on a lead: add one first."
            }
          />
        </div>

        <Section
          title={`Open tasks (${contact.tasks.length})`}
          action={
            <Button size="sm" variant="outline" onClick={() => setAddingTask(true)}>
              <Plus aria-hidden /> Add task
            </Button>
          }
        >
          {contact.tasks.length ? (
            <ul className="space-y-1.5 text-sm">
              {contact.tasks.map((task) => {
                const overdue = task.dueAt !== null && new Date(task.dueAt) < new Date();
                return (
                  <li key={task.id} className="flex flex-wrap items-center gap-2">
                    {task.priority === "urgent" ? (
                      <Badge size="status" variant="soft-danger">
                        Urgent
                      </Badge>
                    ) : null}
                    <span className="text-ink-900">{task.title}</span>
                    <span className={overdue ? "text-danger-600" : "text-ink-500"}>
                      {task.dueAt ? `${overdue ? "Overdue · " : ""}${formatWhen(task.dueAt)}` : "No due date"}
                    </span>
                    {task.assigneeName ? <span className="text-ink-500">· {task.assigneeName}</span> : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-ink-500">Nothing open.</p>
          )}
        </Section>

        <Section title="WhatsApp">
          <WhatsAppSection contactId={contact.id} standing={contact.whatsapp} />
        </Section>

        <Section title="Consents">
          <ConsentList standing={contact.consents} />
        </Section>

        <Section
          title="Timeline"
          action={
            logging ? null : (
              <Button size="sm" variant="outline" onClick={() => setLogging(true)}>
                <PhoneCall aria-hidden /> Log a call or note
              </Button>
            )
          }
        >
          {logging ? (
            <div className="mb-4">
              <LogActivityForm
                contactId={contact.id}
                leads={contact.leads.map((l) => ({
                  id: l.id,
                  label: `${leadTypeLabel(l.type)} · ${formatWhen(l.createdAt, false)}`,
                }))}
                onDone={() => setLogging(false)}
              />
            </div>
          ) : null}
          <Timeline entries={contact.timeline} />
        </Section>

        {editing ? (
          <ContactFormDialog
            open
            onOpenChange={setEditing}
            owners={owners}
            contactId={contact.id}
            initial={{
              name: contact.name ?? "",
              phone: contact.phone ?? "",
              email: contact.email ?? "",
              city: contact.city ?? "",
              notes: contact.notes ?? "",
              ownerId: contact.ownerId ?? "",
            }}
          />
        ) : null}
        {addingTask ? (
          <TaskFormDialog onOpenChange={setAddingTask} owners={owners} me={me} contact={contact} />
        ) : null}
        {duplicate ? (
          <MergeDialog
            open
            onOpenChange={(open) => setMerging(open ? merging : null)}
            keep={{ ...contact, leadCount: contact.leads.length }}
            merge={duplicate}
            onMerged={() => setMerging(null)}
          />
        ) : null}
        {privacyRequest ? (
          <PrivacyRequestDialog contact={contact} onClose={() => setPrivacyRequest(false)} />
        ) : null}
        {deleting ? (
          <RemoveDialog
            mode={deleting}
            contact={contact}
            onDone={onClose}
            onCancel={() => setDeleting(null)}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

/** One lead on the contact page: its stage (movable here too), value, trip summary and the trip editor. */
function LeadRow({
  lead,
  quotes,
  contactName,
  owners,
  isAdmin,
  bookingPayments,
}: {
  lead: ContactDetail["leads"][number];
  /** The lead's quotes and "New quote". */
  quotes: ReactNode;
  contactName: string;
  owners: { id: string; name: string }[];
  /** Admins may cancel an activity booking. */
  isAdmin: boolean;
  /** The payment requests of the lead's activity booking. */
  bookingPayments: ContactDetail["payments"];
}) {
  const [editing, setEditing] = useState(false);
  const { move, dialog } = useStageMove();
  const stageId = useId();
  const words = visitorWordsOf(lead);
  const summary = tripSummary(tripOf(lead));
  return (
    <li className="py-3 text-sm" data-testid="contact-lead">
      <div className="flex flex-wrap items-center gap-2">
        <ScoreBadge score={lead.score} />
        <span className="font-medium text-ink-900">{leadTypeLabel(lead.type)}</span>
        {lead.valueInr != null ? <span className="tabular-nums">{formatInr(lead.valueInr)}</span> : null}
        {lead.phoneVerified ? null : (
          <Badge size="status" variant="muted">
            Phone not verified
          </Badge>
        )}
        <span className="text-xs text-ink-500">{formatWhen(lead.createdAt)}</span>
        <label htmlFor={stageId} className="sr-only">
          Stage of this {leadTypeLabel(lead.type).toLowerCase()} lead
        </label>
        <select
          id={stageId}
          className={cn(fieldClasses, "ml-auto h-8 w-auto px-2 text-xs sm:text-xs")}
          value={lead.stage}
          onChange={(e) =>
            void move(
              { id: lead.id, name: contactName, valueInr: lead.valueInr },
              e.target.value as PipelineStage,
            )
          }
        >
          {PIPELINE_STAGES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      {lead.scoreReason ? (
        <p className="mt-1 text-xs text-ink-600">
          <span className="sr-only">Score {lead.score}: </span>Why this score: {lead.scoreReason}
        </p>
      ) : null}
      {lead.booking ? <BookingLine booking={lead.booking} isAdmin={isAdmin} /> : null}
      {lead.booking ? <BookingPaymentLine requests={bookingPayments} /> : null}
      {lead.stage === "Closed Lost" && lead.lostReason ? (
        <p className="mt-1 text-xs text-ink-600">Lost: {lead.lostReason}</p>
      ) : null}
      {words ? (
        // What the visitor wrote, as they wrote it: what staff read first before calling.
        <figure
          className="mt-2 rounded-md border-l-4 border-gold-400 bg-sand-50 px-3 py-2"
          data-testid="visitor-words"
        >
          <figcaption className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
            In their words
          </figcaption>
          <blockquote className="mt-1 text-sm whitespace-pre-line text-ink-900">“{words}”</blockquote>
        </figure>
      ) : null}
      {editing ? (
        <LeadEditor lead={lead} owners={owners} onDone={() => setEditing(false)} />
      ) : (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-700">
          <span data-testid="trip-summary">
            {summary ??
              (words ? "Trip details not filled in yet: see their words above" : "No trip details yet")}
          </span>
          <Button size="sm" variant="link" className="h-auto px-0" onClick={() => setEditing(true)}>
            Edit trip details
          </Button>
        </p>
      )}
      {quotes}
      {dialog}
    </li>
  );
}

/** Delete (hidden, kept for the record) or erase (gone everywhere): admins only, each confirmed. */
function RemoveDialog({
  mode,
  contact,
  onDone,
  onCancel,
}: {
  mode: "delete" | "erase";
  contact: ContactDetail;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState("");
  const { run, pending } = useConsoleAction();
  const erase = mode === "erase";

  async function confirm() {
    const result = erase
      ? await run(
          "POST",
          `/api/v1/console/contacts/${contact.id}/erase`,
          { confirm: typed },
          {
            success: "Personal data erased",
            successDescription:
              "The person's details, leads, tasks and timeline are gone; the audit log records the erasure.",
          },
        )
      : await run("DELETE", `/api/v1/console/contacts/${contact.id}`, undefined, {
          success: "Contact deleted",
        });
    if (result.ok) onDone();
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{erase ? "Erase personal data" : "Delete contact"}</DialogTitle>
          <DialogDescription>
            {erase
              ? `For a data-protection request: ${contact.name ?? "this person"}'s details, leads, tasks, timeline, submissions and queued messages are removed for good; payments received are kept for the accounts without their name, number or e-mail. This cannot be undone.`
              : `${contact.name ?? "This contact"} is hidden from the console and their open tasks are cancelled. The records are kept.`}
          </DialogDescription>
        </DialogHeader>
        {erase ? (
          <div className="space-y-1.5">
            <Label htmlFor="erase-confirm">Type ERASE to confirm</Label>
            <Input
              id="erase-confirm"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value.toUpperCase())}
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={pending || (erase && typed !== "ERASE")}
            onClick={confirm}
          >
            {pending ? "Working…" : erase ? "Erase for good" : "Delete contact"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
