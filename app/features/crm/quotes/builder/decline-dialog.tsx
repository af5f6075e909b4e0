import { useState } from "react";
import { proposalDeclineSchema, DECLINE_REASON_MAX } from "~/features/quotes";
import { consoleRequest } from "../../shared/console-request";
import { ReasonDialog } from "../../shared/reason-dialog";

/**
 * Records that the traveller said no to the sent proposal, with their reason for the timeline; the
 * link then refuses an acceptance. The agent may also close the lead as lost with the same reason,
 * when the traveller is not travelling with the agency at all. The server checks the role and that
 * there is a sent version.
 */
export function DeclineDialog({
  quoteId,
  quoteNumber,
  onCancel,
  onDeclined,
}: {
  quoteId: string;
  quoteNumber: string;
  onCancel: () => void;
  onDeclined: (version: number, leadClosed: boolean) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function decline(reason: string, closeLead: boolean) {
    setPending(true);
    setRefusal(null);
    try {
      const result = await consoleRequest<{ version: number; leadClosed: boolean }>(
        "POST",
        `/api/v1/console/quotes/${quoteId}/decline`,
        { reason, closeLead },
      );
      if (!result.ok) setRefusal(`${result.title}. ${result.description}`);
      else onDeclined(result.data.version, result.data.leadClosed);
    } finally {
      setPending(false);
    }
  }

  return (
    <ReasonDialog
      title={`Mark ${quoteNumber} declined`}
      description="The traveller's link can then no longer be accepted. The reason goes on the timeline."
      placeholder="Chose another agency, dates changed, over budget…"
      maxLength={DECLINE_REASON_MAX}
      confirm="Mark declined"
      destructive
      pending={pending}
      refusal={refusal}
      check={(reason) => proposalDeclineSchema.safeParse({ reason }).error?.issues[0]?.message ?? null}
      onCancel={onCancel}
      choice="Also close the lead as lost, with this reason"
      onConfirm={(reason, closeLead) => void decline(reason, closeLead)}
    />
  );
}
