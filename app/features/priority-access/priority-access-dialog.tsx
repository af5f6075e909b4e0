import { useEffect, useMemo, useState } from "react";
import {
  LazyVerificationDialog,
  leadFlowEndpoints,
  type ProofStatus,
  type VerificationDialogConfig,
} from "~/features/verification";
import { priorityAccessSchema } from "./priority-access-schema";
import {
  PRIORITY_ACCESS_TEXT,
  priorityIssueTitle,
  type PriorityAccessVariant,
} from "./priority-access-texts";

/**
 * The priority-access dialog: details → code → success ('Awesome, Got It!' starts a clean form),
 * 'Back to Form' from the code, and closing clears it. On a destination page it first asks the server
 * whether this browser's proof covers priority access; if so it greets the visitor with 'Welcome
 * Back!' and the send needs no code (the server skips it for the same phone). Loaded on first open.
 */
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: PriorityAccessVariant;
  /** The destination's name for the words; its slug and the trip go in `hidden`. */
  destinationName?: string;
  /** Sent as they are: variant, destination slug, itinerary id, saved customisation. */
  hidden: Record<string, string>;
};

const FIELDS: VerificationDialogConfig["fields"] = [
  { name: "name", label: "Full name", type: "text", autoComplete: "name", placeholder: "Your name" },
  {
    name: "email",
    label: "Email",
    type: "email",
    autoComplete: "email",
    placeholder: "you@example.com",
    maxLength: 254,
  },
  {
    name: "phone",
    label: "Mobile number",
    type: "tel",
    autoComplete: "tel",
    placeholder: "+91 98123 45678",
    abroad: true,
  },
];

const PROMISE = "A travel expert calls you within 24 hours";

export function priorityAccessDialogConfig(
  variant: PriorityAccessVariant,
  destinationName: string | undefined,
  welcome: Extract<ProofStatus, { verified: true }> | null,
): VerificationDialogConfig {
  const t = PRIORITY_ACCESS_TEXT[variant];
  const about = destinationName ? ` about ${destinationName}` : "";
  const description = welcome
    ? `This device verified the number ending ${welcome.phoneEnding} in the last 24 hours: send your request with that number and no new code is needed. ${PROMISE}${about}.`
    : variant === "home"
      ? `Be among the first to shape your own package. Confirm your mobile with a 6-digit code (valid for 5 minutes) and we add you to the priority list. ${PROMISE}.`
      : `Tell us where to reach you. Confirm your mobile with a 6-digit code (valid for 5 minutes) and ${PROMISE.charAt(0).toLowerCase()}${PROMISE.slice(1)}${about}, with your saved choices in hand.`;
  return {
    purpose: "priority_access",
    title: welcome ? t.skipped.title : "Get Priority Access",
    description,
    fields: FIELDS,
    submitLabel: welcome ? "Send Request" : "Send Verification Code",
    schema: priorityAccessSchema,
    issueTitle: priorityIssueTitle,
    texts: {
      sendFailed: t.sendFailed,
      resendFailed: t.sendFailed,
      verifyFailed: t.verifyFailed,
      wrongCode: t.wrongCode,
      incompleteCode: t.incompleteCode,
      invalidSession: t.invalidSession,
      verified: t.verified,
    },
    code: {
      title: "Enter your verification code",
      verifyLabel: "Verify & Get Access",
      backLabel: "Back to Form",
      resendLabel: "Resend code",
    },
    done: {
      title: variant === "home" ? "You're on the priority list!" : t.verified.title,
      description:
        variant === "home"
          ? `Your number is verified. ${PROMISE} to tell you more, and you will be among the first to customise your package.`
          : `${t.verified.description} ${PROMISE}${about}.`,
      actionLabel: "Awesome, Got It!",
    },
  };
}

export function PriorityAccessDialog({ open, onOpenChange, variant, destinationName, hidden }: Props) {
  const [welcome, setWelcome] = useState<Extract<ProofStatus, { verified: true }> | null>(null);

  // The destination page greets a visitor whose number this browser verified in the last 24 hours;
  // the server's proof decides, not the browser's own memory.
  useEffect(() => {
    if (!open || variant !== "destination") return;
    let live = true;
    fetch(leadFlowEndpoints("priority_access").proof, { credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<ProofStatus>) : null))
      .then((status) => {
        if (live) setWelcome(status?.verified ? status : null);
      })
      .catch(() => {
        if (live) setWelcome(null);
      });
    return () => {
      live = false;
    };
  }, [open, variant]);

  const config = useMemo(
    () => priorityAccessDialogConfig(variant, destinationName, welcome),
    [variant, destinationName, welcome],
  );
  return (
    <LazyVerificationDialog open={open} onOpenChange={onOpenChange} config={config} initialValues={hidden} />
  );
}
