import { PhoneCallIcon } from "lucide-react";
import type { Ref } from "react";
import { CallOrWhatsApp } from "~/components/call-or-whatsapp";
import { cn } from "~/lib/cn";
import { KEPT_UNVERIFIED_TEXT } from "./verification-messages";

/**
 * What a visitor sees when no code could be sent for reasons not theirs: their details are safe, an
 * expert will call to confirm, and they can call or WhatsApp the desk straight away.
 */
export function KeptUnverifiedNotice({
  headingRef,
  whatsappMessage,
  variant = "page",
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  whatsappMessage: string;
  variant?: "page" | "dialog";
}) {
  const Heading = variant === "page" ? "h2" : "h3";
  return (
    <div role="status" className={cn(variant === "page" && "motion-safe:animate-slide-up")}>
      <span
        className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-gold-300"
        aria-hidden="true"
      >
        <PhoneCallIcon className="size-5" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className={cn(
          "mt-5 font-display font-medium text-ink-900 outline-none",
          variant === "page" ? "text-[2rem] leading-[1.1] sm:text-[2.75rem]" : "text-2xl leading-tight",
        )}
      >
        {KEPT_UNVERIFIED_TEXT.title}
      </Heading>
      <p className="mt-3 max-w-xl text-ink-700">{KEPT_UNVERIFIED_TEXT.description}</p>
      <CallOrWhatsApp whatsappMessage={whatsappMessage} className="mt-8 max-w-sm" />
    </div>
  );
}
