import { formatWait } from "~/lib/format";

/**
 * Shared wording for the refusals every flow meets the same way (each flow has its own text for a
 * wrong code, but none for limits): too many tries and rate limits, always with the wait.
 */
export type RateLimitReason =
  | "cooldown"
  | "phone_hourly"
  | "phone_daily"
  | "ip_hourly"
  | "network_hourly"
  | "global_budget"
  /** E-mailed codes: this address's hourly share, or its day's share of all mail. */
  | "email_hourly"
  | "email_daily";

/**
 * Refusals the visitor did not cause (their network, or everyone together, used the SMS budget): the
 * lead is then kept unverified instead of being lost.
 */
export const NOT_THE_VISITORS_LIMITS: readonly RateLimitReason[] = ["network_hourly", "global_budget"];

export type ToastText = { title: string; description: string };

export { formatWait };

export function rateLimitedText(retryAfterSeconds: number, reason: RateLimitReason = "cooldown"): ToastText {
  const wait = formatWait(retryAfterSeconds);
  switch (reason) {
    case "cooldown":
      return { title: "Please Wait", description: `A new code can be sent in ${wait}.` };
    case "phone_hourly":
    case "phone_daily":
      return {
        title: "Too Many Codes",
        description: `For your security, we can send another code to this number in ${wait}.`,
      };
    case "email_hourly":
    case "email_daily":
      return {
        title: "Too Many Codes",
        description: `For your security, we can send another code to this address in ${wait}.`,
      };
    case "ip_hourly":
    case "network_hourly":
      return { title: "Too Many Requests", description: `For your security, please try again in ${wait}.` };
    case "global_budget":
      return {
        title: "Please Try Again Shortly",
        description: `We're sending a lot of codes right now. Please try again in ${wait}.`,
      };
  }
}

export function tooManyAttemptsText(retryAfterSeconds: number): ToastText {
  return {
    title: "Too Many Attempts",
    description:
      retryAfterSeconds > 0
        ? `This code was entered incorrectly too many times. You can request a new code in ${formatWait(retryAfterSeconds)}.`
        : "This code was entered incorrectly too many times. Please request a new code.",
  };
}

/**
 * A send past the SMS budget's threshold without a solved proof of work. The browser solves it
 * unseen and sends again; a person reads this only when that did not work.
 */
export const PROOF_REQUIRED_TEXT: ToastText = {
  title: "Security Check",
  description:
    "Your browser needs to complete a quick security check before we send a code. Please try again.",
};

/** When no code could be sent for reasons not the visitor's: their details are kept all the same. */
/** On the code step, when the SMS provider reports that the code could not be delivered. */
export const SMS_NOT_DELIVERED_TEXT: ToastText = {
  title: "Your code could not be delivered",
  description:
    "Our SMS did not reach this number. Call or WhatsApp us and a travel expert will help you straight away.",
};

/** A code sent by WhatsApp that WhatsApp could not deliver, or has not delivered in time. */
export const WHATSAPP_NOT_DELIVERED_TEXT: ToastText = {
  title: "WhatsApp has not delivered your code",
  description: "Get the code by SMS instead: it goes out at once.",
};

export const KEPT_UNVERIFIED_TEXT: ToastText = {
  title: "We Have Your Details",
  description:
    "We couldn't send a code just now, so one of our travel experts will call you to confirm. You can also call or WhatsApp us right away.",
};
