import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { useSiteSettings } from "~/lib/use-site-settings";
import { FOOTER_DESTINATION_ORDER, findDestinationEntry } from "~/lib/destination-index";
import { BrandMark, InstagramIcon, LinkedInIcon } from "~/components/brand-icons";

const companyLinks = [
  { to: "/about", label: "About Us" },
  { to: "/packages", label: "Holiday Packages" },
  { to: "/deals", label: "Deals & Offers" },
  { to: "/hotels", label: "Goa Luxury Hotels" },
  { to: "/wedding-planner", label: "Destination Weddings" },
  { to: "/activities", label: "Experiences" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/privacy/notice", label: "Privacy Notice" },
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/cancellations", label: "Cancellations & Refunds" },
];

const headingClass = "font-display text-xl text-ivory";
const linkClass = "inline-flex min-h-8 items-center text-sm text-ivory/75 hover:text-gold-300";

export function SiteFooter() {
  const s = useSiteSettings();
  return (
    <footer className="bg-ink-950 pb-24 text-ivory md:pb-0" data-testid="site-footer">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <Link to="/" className="mb-5 inline-flex items-center gap-2" aria-label={`${s.brandName} — home`}>
            <BrandMark className="size-7 text-gold-400" />
            <span className="font-display text-2xl font-semibold">{s.brandName}</span>
          </Link>
          <h2 id="footer-contact" className={headingClass}>
            Get in Touch
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`tel:${s.phoneE164}`} className={linkClass}>
                <Phone className="mr-2 size-4 text-gold-400" aria-hidden="true" />
                {s.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${s.supportEmail}`} className={linkClass}>
                <Mail className="mr-2 size-4 text-gold-400" aria-hidden="true" />
                {s.supportEmail}
              </a>
            </li>
            <li className="flex gap-2 text-sm text-ivory/75">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden="true" />
              <address className="not-italic">
                {s.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
          <h2 className={`${headingClass} mt-8`}>Follow Us</h2>
          <div className="mt-3 flex gap-2">
            <a
              href={s.instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Instagram"
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-ivory/85 hover:border-gold-400 hover:text-gold-300"
            >
              <InstagramIcon className="size-5" />
            </a>
            <a
              href={s.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="LinkedIn"
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-ivory/85 hover:border-gold-400 hover:text-gold-300"
            >
              <LinkedInIcon className="size-5" />
            </a>
          </div>
        </section>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            Company
          </h2>
          <ul className="mt-3 space-y-1">
            {companyLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-destinations" className="sm:col-span-2">
          <h2 id="footer-destinations" className={headingClass}>
            International Holiday Destinations
          </h2>
          <ul
            className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2"
            data-testid="footer-destinations"
          >
            {FOOTER_DESTINATION_ORDER.map((slug) => {
              const name = findDestinationEntry(slug)!.name;
              return (
                <li key={slug}>
                  <Link to={`/destination/${slug}`} className={linkClass}>
                    {name} Holiday Packages
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-ivory/60">
          © 2025–<span suppressHydrationWarning>{new Date().getFullYear()}</span> {s.brandName}. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}
