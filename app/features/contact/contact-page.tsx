import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { CallButton } from "~/components/call-button";
import { Button } from "~/components/ui/button";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { ContactEnquiryForm } from "./contact-enquiry-form";

type ContactCard = {
  icon: LucideIcon;
  title: string;
  /** Address lines (office card) or a one-line description. */
  lines?: string[];
  address?: boolean;
  action: { label: string; href: string; external?: boolean };
};

export function ContactPage() {
  const s = useSiteSettings();
  const cards: ContactCard[] = [
    { icon: Phone, title: "Call Us", action: { label: s.phoneDisplay, href: `tel:${s.phoneE164}` } },
    { icon: Mail, title: "Email Us", action: { label: s.salesEmail, href: `mailto:${s.salesEmail}` } },
    {
      icon: MapPin,
      title: "Visit Our Office",
      lines: s.addressLines,
      address: true,
      action: { label: "Get directions", href: s.mapUrl, external: true },
    },
    {
      icon: MessageCircle,
      title: "Chat With Us",
      lines: ["Chat with a travel designer on WhatsApp"],
      action: {
        label: "Start a chat",
        href: whatsappLink(s.whatsappNumber, s.whatsappGreeting),
        external: true,
      },
    },
  ];

  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(194_155_87/0.22),transparent_55%)]"
        />
        <div className="relative container-page pt-16 pb-28 sm:pt-24 sm:pb-32">
          <p className="eyebrow text-gold-400">Contact</p>
          <h1 className="mt-3 font-display text-5xl leading-[1.05] sm:text-7xl">Get in Touch</h1>
          <p className="mt-5 max-w-xl text-lg text-ivory/80">
            Call, write, chat or visit us in Gurgaon. A travel designer replies to every enquiry within 2
            hours.
          </p>
        </div>
      </section>

      <section
        aria-label="Ways to reach us"
        className="container-page relative -mt-16 sm:-mt-20"
        data-own-contact-actions
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map(({ icon: Icon, title, lines, address, action }) => (
            <li
              key={title}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-card border border-sand-200 bg-white p-5 shadow-card sm:flex sm:flex-col sm:p-6"
              data-testid="contact-card"
            >
              <span className="row-span-3 inline-flex size-12 items-center justify-center rounded-full bg-sand-100 text-gold-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="font-display text-2xl sm:mt-5">{title}</h2>
              {lines ? (
                address ? (
                  <address className="mt-1 text-ink-700 not-italic">
                    {lines.map((l) => (
                      <span key={l} className="block">
                        {l}
                      </span>
                    ))}
                  </address>
                ) : (
                  <p className="mt-1 text-ink-700">{lines.join(" ")}</p>
                )
              ) : null}
              <a
                href={action.href}
                {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="inline-flex min-h-11 items-center font-semibold break-words text-gold-700 underline-offset-4 hover:underline sm:mt-auto sm:pt-3"
              >
                {action.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="enquiry"
        aria-labelledby="enquiry-title"
        className="container-page scroll-mt-20 py-16 sm:py-24"
        data-own-contact-actions
      >
        <div className="mx-auto grid max-w-6xl gap-10 rounded-card bg-sand-100 p-5 sm:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:p-12">
          <div className="px-2 pt-2 sm:px-0 sm:pt-0">
            <p className="eyebrow">Plan a journey</p>
            <h2 id="enquiry-title" className="mt-3 font-display text-3xl sm:text-5xl">
              Tell us about your trip
            </h2>
            <p className="mt-4 text-lg text-ink-700">
              Where you'd like to go, when, and who's travelling — a few lines are enough. A travel designer
              will reply within 2 hours with ideas and a first quote.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-600">
              <Clock className="size-4 text-gold-700" aria-hidden="true" />
              Replies within 2 hours
            </p>
            <div className="mt-8 grid gap-3 border-t border-sand-300 pt-6">
              <p className="text-sm font-medium text-ink-700">Prefer to talk it through?</p>
              <Button asChild size="lg" variant="whatsapp">
                <a
                  href={whatsappLink(s.whatsappNumber, s.whatsappGreeting)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden="true" />
                  Send on WhatsApp
                </a>
              </Button>
              <CallButton size="lg" variant="outline" />
            </div>
          </div>
          <ContactEnquiryForm />
        </div>
      </section>
    </>
  );
}
