import { MessageCircle, Send } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { STAFF_TEMPLATE_NAMES, STAFF_TEMPLATES } from "~/lib/whatsapp-templates";
import { cn } from "~/lib/cn";
import { formatIndiaTime } from "~/lib/format";
import type { WhatsAppStanding } from "../records/whatsapp-standing.server";
import { useConsoleAction, type ConsoleResult } from "../shared/console-request";

type SendAnswer = { status: "sent" | "failed"; error: string | null; sentence: string | null };

/** Why the reply box is closed, in one sentence, or null when a reply may go. */
export function replyBlockedReason(standing: WhatsAppStanding): string | null {
  if (standing.windowOpen) return null;
  return standing.windowClosesAt
    ? `The 24-hour reply window closed at ${formatIndiaTime(standing.windowClosesAt)}. Send a template; a reply is possible again after the traveller writes.`
    : "The traveller has not written on WhatsApp yet, so only a template can go.";
}

/**
 * Sending to a contact on WhatsApp: a template at any time (a marketing one only with their opt-in),
 * a free-form reply only within 24 hours of their last message. Without configuration the section
 * is shown disabled with where to read how to switch it on.
 */
export function WhatsAppSection({ contactId, standing }: { contactId: string; standing: WhatsAppStanding }) {
  const id = useId();
  const { run, pending } = useConsoleAction();
  const [template, setTemplate] = useState("");
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const url = `/api/v1/console/contacts/${contactId}/whatsapp`;

  if (!standing.configured)
    return (
      <fieldset disabled aria-describedby={`${id}-off`} className="space-y-1 text-sm text-ink-500">
        <p id={`${id}-off`}>
          WhatsApp is not configured. An admin sets the WHATSAPP_ variables described in docs/whatsapp.md.
        </p>
      </fieldset>
    );
  if (standing.stopped)
    return (
      <p className="text-sm text-ink-500">
        This traveller sent STOP: nothing goes to them on WhatsApp until they send START.
      </p>
    );

  const blocked = replyBlockedReason(standing);
  // Whoever pressed Send reads why it did not go, in the sheet and at once: a refusal by this site
  // (4xx) or Meta's (a `failed` answer, whose sentence says what to do about it).
  const settle = (result: ConsoleResult<SendAnswer>, sent: string) => {
    if (!result.ok) {
      setProblem(result.description);
      return false;
    }
    if (result.data.status === "failed") {
      const sentence = result.data.sentence ?? "WhatsApp refused the message.";
      setProblem(sentence);
      showErrorToast("Not sent on WhatsApp", sentence);
      return false;
    }
    setProblem(null);
    showSuccessToast(sent);
    return true;
  };
  const sendTemplate = async () => {
    if (!template) return;
    const result = await run<SendAnswer>(
      "POST",
      url,
      { kind: "template", template },
      { success: "", quiet: true },
    );
    if (settle(result, "WhatsApp template sent")) setTemplate("");
  };
  const sendReply = async () => {
    if (!text.trim()) return;
    const result = await run<SendAnswer>("POST", url, { kind: "text", text }, { success: "", quiet: true });
    if (settle(result, "WhatsApp reply sent")) setText("");
  };

  return (
    <div className="space-y-4 text-sm">
      {problem ? (
        <p role="alert" className="text-danger-600">
          {problem}
        </p>
      ) : standing.lastFailure ? (
        <p className="text-danger-600">
          {`The last message did not reach the traveller (${formatIndiaTime(standing.lastFailure.at)}): ${standing.lastFailure.sentence}`}
        </p>
      ) : null}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void sendTemplate();
        }}
      >
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={`${id}-template`}>Template</Label>
          <select
            id={`${id}-template`}
            className={cn(fieldClasses, "h-9 px-2")}
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
          >
            <option value="">Choose a template…</option>
            {STAFF_TEMPLATE_NAMES.map((name) => {
              const needsOptIn = STAFF_TEMPLATES[name].category === "marketing" && !standing.optedIn;
              return (
                <option key={name} value={name} disabled={needsOptIn}>
                  {STAFF_TEMPLATES[name].label}
                  {needsOptIn ? " (needs their opt-in)" : ""}
                </option>
              );
            })}
          </select>
        </div>
        <Button size="sm" type="submit" disabled={!template || pending}>
          <MessageCircle aria-hidden /> Send template
        </Button>
      </form>
      <form
        className="space-y-1"
        onSubmit={(e) => {
          e.preventDefault();
          void sendReply();
        }}
      >
        <Label htmlFor={`${id}-reply`}>Reply</Label>
        <textarea
          id={`${id}-reply`}
          className={cn(fieldClasses, "min-h-20 px-3 py-2")}
          value={text}
          maxLength={4096}
          disabled={blocked !== null}
          aria-describedby={blocked ? `${id}-why` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {blocked ? (
          <p id={`${id}-why`} className="text-ink-500">
            {blocked}
          </p>
        ) : (
          <p className="text-ink-500">Replies are open until {formatIndiaTime(standing.windowClosesAt!)}.</p>
        )}
        <Button size="sm" type="submit" disabled={blocked !== null || !text.trim() || pending}>
          <Send aria-hidden /> Send reply
        </Button>
      </form>
    </div>
  );
}
