import { Badge } from "~/components/ui/badge";
import { formatWhen } from "~/lib/format";
import { leadTypeLabel } from "../shared/crm-constants";
import { CONSENT_PURPOSE_LABELS, type ConsentStanding } from "./consent-standing";

const STATE_BADGE = {
  given: { label: "Given", variant: "soft-success" },
  withdrawn: { label: "Withdrawn", variant: "soft-danger" },
  none: { label: "Not given", variant: "muted" },
} as const;

/**
 * A contact's consents, one line per purpose: what they agreed to, when and on which form, and
 * what they withdrew. A withdrawn trip consent says plainly what it means for the next call.
 */
export function ConsentList({ standing }: { standing: readonly ConsentStanding[] }) {
  return (
    <dl className="grid gap-2 text-sm">
      {standing.map((c) => {
        const badge = STATE_BADGE[c.state];
        return (
          <div key={c.purpose} className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:gap-3">
            <dt className="text-ink-600">{CONSENT_PURPOSE_LABELS[c.purpose]}</dt>
            <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Badge size="status" variant={badge.variant}>
                {badge.label}
              </Badge>
              {c.at ? <span className="text-ink-600 tabular-nums">{formatWhen(c.at, false)}</span> : null}
              {c.sourceForm ? <span className="text-ink-500">· {leadTypeLabel(c.sourceForm)}</span> : null}
              {c.purpose === "trip" && c.state === "withdrawn" ? (
                <span className="basis-full text-danger-600">
                  Do not call or message about a trip until they ask again.
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
