import { PhoneCallIcon } from "lucide-react";
import { CallbackButton } from "~/features/callback";
import { HomeStatic } from "./home-static";
import { cardClass, iconClass } from "./support-hub-styles";

/** Smart chat (AI with a human on WhatsApp), a voice call-back within 5 minutes, and the emergency line. */
export function SupportHub() {
  return (
    <section
      className="cv-auto [--cv-size:1477px] sm:[--cv-size:1337px] md:[--cv-size:1285px] lg:[--cv-size:684px] xl:[--cv-size:582px] bg-sand-50 py-20 sm:py-24"
      aria-labelledby="support-title"
      data-testid="support-hub"
    >
      <div className="container-page">
        <HomeStatic render={(s) => <s.SupportHeading />} />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          <HomeStatic render={(s) => <s.SmartChatCard />} />

          <article className={cardClass}>
            <span className={iconClass}>
              <PhoneCallIcon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 font-display text-3xl leading-tight font-semibold">Voice Callback</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">
              Leave your number and a travel expert calls you back within 5 minutes, to talk through dates,
              budgets and ideas.
            </p>
            <p className="mt-5 font-display text-5xl leading-none font-semibold text-gold-700">
              5<span className="ml-1 font-sans text-base font-medium text-ink-600">min call-back</span>
            </p>
            <div className="mt-auto pt-6">
              <CallbackButton variant="ink">Request a Call Back</CallbackButton>
            </div>
          </article>

          <HomeStatic render={(s) => <s.EmergencyCard />} />
        </div>
      </div>
    </section>
  );
}
