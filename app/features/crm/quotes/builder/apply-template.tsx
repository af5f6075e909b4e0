import { FileText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { QuoteDocument, TermsTemplate } from "~/features/quotes";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { applyTermsTemplate, termsEditedByAgent } from "./draft-ops";
import { smallField } from "./fields";
import type { Edit } from "./trip-facts";

/**
 * "Apply template" on a draft: the chosen template's terms replace the draft's, as an edit like any
 * other (the agent saves it through the draft's one save, which refuses a sent version). Terms the
 * agent wrote, that are not word for word one of the templates, are replaced only after a yes.
 */
export function ApplyTemplate({
  doc,
  edit,
  templates,
  defaultId,
  today,
}: {
  doc: QuoteDocument;
  edit: Edit;
  templates: readonly TermsTemplate[];
  defaultId: string;
  /** The India day the template's days of validity count from, as a new quote's do. */
  today: string;
}) {
  const [chosenId, setChosenId] = useState(defaultId);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const applyRef = useRef<HTMLButtonElement>(null);
  const chosen = templates.find((t) => t.id === chosenId) ?? templates[0];
  const wasConfirming = useRef(false);

  // The question takes the focus so Enter answers it; closing it gives the focus back to Apply.
  useEffect(() => {
    if (confirming) replaceRef.current?.focus();
    else if (wasConfirming.current) applyRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!chosen) return null;
  const apply = () => {
    edit((d) => applyTermsTemplate(d, chosen, today));
    setConfirming(false);
    setApplied(chosen.name);
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor="apply-template-choice">
          Terms template
        </label>
        <select
          id="apply-template-choice"
          className={cn(smallField, "w-56")}
          value={chosen.id}
          onChange={(e) => {
            setChosenId(e.target.value);
            setConfirming(false);
            setApplied(null);
          }}
        >
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <Button
          ref={applyRef}
          type="button"
          size="sm"
          variant="outline"
          className="h-8"
          disabled={confirming}
          onClick={() => (termsEditedByAgent(doc, templates) ? setConfirming(true) : apply())}
        >
          <FileText aria-hidden /> Apply template
        </Button>
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="apply-template-question"
          className="max-w-md rounded-md border border-gold-300 bg-sand-50 p-3 text-sm"
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              setConfirming(false);
            }
          }}
        >
          <p id="apply-template-question" className="text-ink-800">
            Replace this draft&apos;s terms with “{chosen.name}”? The inclusions, exclusions, payment
            schedule, cancellation terms and notes written here are replaced.
          </p>
          <div className="mt-2 flex justify-end gap-2">
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep my terms
            </Button>
            <Button ref={replaceRef} type="button" size="sm" variant="ink" onClick={apply}>
              Replace terms
            </Button>
          </div>
        </div>
      ) : null}
      {applied ? (
        <p role="status" className="text-xs text-ink-600">
          Terms of “{applied}” applied. Save to keep them.
        </p>
      ) : null}
    </div>
  );
}
