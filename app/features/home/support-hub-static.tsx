import { BotMessageSquareIcon, PhoneCallIcon, SirenIcon } from "lucide-react";
import { Link } from "react-router";
import { CallButton } from "~/components/call-button";
import { Button } from "~/components/ui/button";
import { WhatsAppIcon } from "~/components/brand-icons";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { SectionHeading } from "./section-heading";

// The support hub's parts with nothing to run in the browser (its links are plain links and a tel:
// link); the call-back card's button, which opens a form, stays in support-hub.tsx.

const cardClass = "flex flex-col rounded-card border border-sand-200 bg-white p-6 shadow-card sm:p-7";
const iconClass = "flex size-12 items-center justify-center rounded-full bg-sand-100 text-gold-700";

export function SupportHeading() {
  return (
    <SectionHeading id="support-title" eyebrow="Support hub" title="Real help, whenever you need it">
      Before you book and while you travel: a trip planner with people behind it, a call back in minutes, and
      a line that never sleeps.
    </SectionHeading>
  );
}

export function SmartChatCard() {
  const settings = useSiteSettings();
  return (
    <article className={cardClass}>
      <span className={iconClass}>
        <BotMessageSquareIcon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 font-display text-3xl leading-tight font-semibold">Smart Chat</h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">
        Our trip planner drafts a day-by-day plan, priced in rupees, for any of our destinations at any hour,
        and a human expert finalises it with you, on WhatsApp whenever you like.
      </p>
      <ul className="mt-5 grid gap-2 text-sm font-medium text-ink-800">
        <li className="flex items-center gap-2">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full rounded-full bg-success-600/60 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success-600" />
          </span>
          Live chat 3 agents online
        </li>
        <li className="flex flex-wrap gap-2">
          <span className="rounded-full bg-sand-100 px-3 py-1 text-xs">Chat from 50+ countries</span>
          <span className="rounded-full bg-sand-100 px-3 py-1 text-xs">~2 min response</span>
        </li>
      </ul>
      <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row lg:flex-col xl:flex-row">
        <Button asChild variant="ink">
          <Link to="/luxe-match">Start Smart Chat</Link>
        </Button>
        <Button asChild variant="outline">
          <a
            href={whatsappLink(settings.whatsappNumber, settings.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon className="size-4 text-whatsapp" />
            Talk to a human
          </a>
        </Button>
      </div>
    </article>
  );
}

export function EmergencyCard() {
  return (
    <article className={`${cardClass} border-danger-600/25`}>
      <span className="flex size-12 items-center justify-center rounded-full bg-danger-600/10 text-danger-600">
        <SirenIcon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 font-display text-3xl leading-tight font-semibold">Emergency Line</h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">
        Travelling with us and something has gone wrong? A lost passport, a missed connection, a medical
        worry: call us any time, day or night.
      </p>
      <p className="mt-5 text-sm font-semibold tracking-wide text-ink-800">
        24 × 7, for travellers on a trip
      </p>
      <div className="mt-auto pt-6">
        <CallButton
          line="emergency"
          variant="destructive"
          icon={PhoneCallIcon}
          data-testid="emergency-line"
        />
      </div>
    </article>
  );
}

/** The call-back card's icon and words; its button opens a form, so it stays with the live card. */
export function CallbackCardText() {
  return (
    <>
      <span className={iconClass}>
        <PhoneCallIcon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 font-display text-3xl leading-tight font-semibold">Voice Callback</h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">
        Leave your number and a travel expert calls you back within 5 minutes, to talk through dates, budgets
        and ideas.
      </p>
      <p className="mt-5 font-display text-5xl leading-none font-semibold text-gold-700">
        5<span className="ml-1 font-sans text-base font-medium text-ink-600">min call-back</span>
      </p>
    </>
  );
}
