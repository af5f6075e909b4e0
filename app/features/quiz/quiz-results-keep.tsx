import { CheckIcon, LinkIcon, LoaderCircleIcon, MailIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { dismissErrorToasts, showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { formatIndiaDateTime12 } from "~/lib/format";
import type { QuizResults } from "./quiz-types";

type Text = { title: string; description: string };
type Answer = { toast?: Text; error?: Text } | null;
const FAILED: Text = { title: "Could not send", description: "Please try again in a moment." };

/** The link's token starts with the submission's id (the rest is its signature). */
const submissionIdOf = (path: string) => path.split("/").pop()!.split(".")[0]!;

/**
 * Keeping the results for the day: the link that opens them on any device without a new code, copied
 * or e-mailed. A refusal is said once, by its toast; under the box it is only the box's description.
 */
export function KeepQuizResults({ link }: { link: NonNullable<QuizResults["link"]> }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const url = typeof window === "undefined" ? link.path : `${window.location.origin}${link.path}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showSuccessToast("Link copied", "It opens these results on any device for 24 hours.");
    } catch {
      showErrorToast("Could not copy", "Please e-mail the link to yourself instead.");
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending || !email.trim()) return;
    setSending(true);
    let answer = null as Answer;
    try {
      const response = await fetch("/api/v1/quiz/results-link", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ submissionId: submissionIdOf(link.path), email: email.trim() }),
      });
      answer = (await response.json().catch(() => null)) as Answer;
    } catch {
      answer = null;
    } finally {
      setSending(false);
    }
    if (answer?.toast) {
      setError(null);
      setSentTo(email.trim());
      dismissErrorToasts();
      showSuccessToast(answer.toast.title, answer.toast.description);
      return;
    }
    const text = answer?.error ?? FAILED;
    setError(text.description);
    showErrorToast(text.title, text.description);
  }

  return (
    <div className="mx-auto mt-6 max-w-2xl rounded-2xl border border-sand-200 bg-sand-50 p-6 sm:p-8">
      <h3 className="font-display text-xl text-ink-900">Keep these results</h3>
      <p className="mt-1 text-sm text-ink-700">
        Their link opens them on any device until {formatIndiaDateTime12(Date.parse(link.expiresAt))} (India
        time), with no new code.
      </p>
      <form
        noValidate
        onSubmit={(e) => void send(e)}
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            E-mail address for the link
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className="mt-2 text-sm text-danger-600">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={sending || !email.trim()}>
          {sending ? (
            <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <MailIcon aria-hidden="true" />
          )}
          E-mail me the link
        </Button>
      </form>
      {sentTo ? (
        <p role="status" className="mt-3 text-sm text-ink-700">
          Sent to {sentTo}.
        </p>
      ) : null}
      <Button type="button" variant="ghost" size="sm" className="mt-3 h-11" onClick={() => void copy()}>
        {copied ? <CheckIcon aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
        Copy the link
      </Button>
    </div>
  );
}
