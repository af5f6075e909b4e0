import { ChevronDown, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSiteSettings } from "~/lib/use-site-settings";
import { POLICIES_LAST_UPDATED, type CancellationFee, type PolicySection } from "./policies-content";

/** Anchor of a section: "1. About this policy" -> "about-this-policy". */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function SectionBody({ section }: { section: PolicySection }) {
  return (
    <>
      {section.paragraphs.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
      {section.bullets ? (
        <ul className="list-disc space-y-2 pl-5 marker:text-gold-600">
          {section.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function CancellationFeeTable({ fees }: { fees: CancellationFee[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-sand-200">
      <table className="w-full border-collapse text-left text-base" data-testid="cancellation-fees">
        <caption className="sr-only">Service fees on cancellation</caption>
        <thead className="bg-sand-100 text-sm text-ink-800">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Service
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Our service fee
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.map((f) => (
            <tr key={f.service} className="border-t border-sand-200">
              <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                {f.service}
              </th>
              <td className="px-4 py-3 text-ink-700">{f.fee}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type PolicyPageProps = {
  eyebrow: string;
  title: string;
  intro: string;
  sections: PolicySection[];
  /** Extra content placed after a section's text, keyed by its heading (e.g. the fee table). */
  after?: Record<string, ReactNode>;
  /** The Visa Disclaimer, set apart at the end. */
  disclaimer?: PolicySection;
};

/** Shared layout of /privacy, /terms and /cancellations: readable measure, a table of contents with anchors. */
export function PolicyPage({ eyebrow, title, intro, sections, after, disclaimer }: PolicyPageProps) {
  const s = useSiteSettings();
  const toc = [...sections, ...(disclaimer ? [disclaimer] : [])].map((sec) => ({
    heading: sec.heading,
    id: sectionAnchor(sec.heading),
  }));
  const tocList = (
    <ol className="grid gap-0.5 text-sm">
      {toc.map((t) => (
        <li key={t.id}>
          <a
            href={`#${t.id}`}
            className="block rounded-md px-2 py-1.5 text-ink-700 hover:bg-sand-100 hover:text-ink-900"
          >
            {t.heading}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <section className="bg-ink-900 text-ivory">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow text-gold-400">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight sm:text-6xl">{title}</h1>
          <p className="mt-4 text-sm text-ivory/75">Last updated {POLICIES_LAST_UPDATED}</p>
        </div>
      </section>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav
          aria-label="On this page"
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <details className="group rounded-card border border-sand-200 bg-white p-2 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-2 font-medium [&::-webkit-details-marker]:hidden">
              On this page
              <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="mt-1 border-t border-sand-200 pt-2">{tocList}</div>
          </details>
          <div className="hidden lg:block">
            <p className="eyebrow mb-3 px-2">On this page</p>
            {tocList}
          </div>
        </nav>

        <article className="max-w-[68ch] min-w-0">
          <p className="text-xl leading-relaxed text-ink-800">{intro}</p>
          {sections.map((sec) => {
            const id = sectionAnchor(sec.heading);
            return (
              <section key={id} aria-labelledby={id} className="mt-12 scroll-mt-24">
                <h2 id={id} className="scroll-mt-24 font-display text-3xl leading-tight">
                  {sec.heading}
                </h2>
                <div className="mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-ink-700">
                  <SectionBody section={sec} />
                  {after?.[sec.heading]}
                </div>
              </section>
            );
          })}
          {disclaimer ? (
            <section
              aria-labelledby={sectionAnchor(disclaimer.heading)}
              className="mt-14 rounded-card border border-gold-500/40 bg-sand-50 p-6 sm:p-8"
            >
              <h2
                id={sectionAnchor(disclaimer.heading)}
                className="flex scroll-mt-24 items-center gap-3 font-display text-3xl"
              >
                <ShieldAlert className="size-6 text-gold-700" aria-hidden="true" />
                {disclaimer.heading}
              </h2>
              <div className="mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-ink-700">
                <SectionBody section={disclaimer} />
              </div>
            </section>
          ) : null}
          <p className="mt-14 border-t border-sand-200 pt-6 text-ink-700">
            Questions about this page? Write to{" "}
            <a
              href={`mailto:${s.supportEmail}`}
              className="font-medium text-gold-700 underline underline-offset-4"
            >
              {s.supportEmail}
            </a>{" "}
            or see our{" "}
            <Link to="/contact" className="font-medium text-gold-700 underline underline-offset-4">
              Contact page
            </Link>
            .
          </p>
        </article>
      </div>
    </>
  );
}
