import { useMemo } from "react";
import { lazyVerificationDialog } from "~/features/verification";
import { handoffTranscript } from "./handoff-transcript";
import type { ChatMessage } from "./use-planner-chat";

// The dialog, its config and the config's zod schema come together when it first opens.
const LazyHandoffDialog = lazyVerificationDialog(async () => {
  const { HANDOFF_DIALOG_CONFIG } = await import("./planner-handoff-config");
  return () => HANDOFF_DIALOG_CONFIG;
});

/** The shared verification dialog, carrying the conversation as it stands when opened. */
export function PlannerHandoff({
  open,
  onOpenChange,
  messages,
  fromPath,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages: ChatMessage[];
  fromPath: string | null;
}) {
  const initialValues = useMemo(
    () => ({
      transcript: JSON.stringify(handoffTranscript(messages)),
      ...(fromPath ? { fromPath } : {}),
    }),
    [messages, fromPath],
  );
  return (
    <LazyHandoffDialog
      open={open}
      onOpenChange={onOpenChange}
      configArg={undefined}
      initialValues={initialValues}
    />
  );
}
