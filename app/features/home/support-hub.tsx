import { CallbackButton } from "~/features/callback";
import { HomeStatic } from "./home-static";

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

          {/* The classes of the other two cards (support-hub-static.tsx). */}
          <article className="flex flex-col rounded-card border border-sand-200 bg-white p-6 shadow-card sm:p-7">
            <HomeStatic render={(st) => <st.CallbackCardText />} />
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
