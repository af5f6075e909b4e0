import { Link } from "react-router";
import { useSiteSettings } from "~/lib/use-site-settings";
import {
  NOTICE_LANGUAGES,
  PRIVACY_NOTICE,
  PRIVACY_NOTICE_DATE,
  PRIVACY_NOTICE_VERSION,
  noticePath,
  type NoticeLanguage,
} from "./privacy-notice";

const linkClass = "font-medium text-gold-700 underline underline-offset-4";

/** The grievance officer's name and address, from the site settings, in the page's language. */
export function GrievanceOfficer({ lang }: { lang: NoticeLanguage }) {
  const s = useSiteSettings();
  const t = PRIVACY_NOTICE[lang];
  return (
    <p data-testid="grievance-officer">
      <span className="font-medium text-ink-900">
        {t.grievanceOfficer}: {s.grievanceOfficerName}
      </span>
      <br />
      {t.grievanceEmail}:{" "}
      <a href={`mailto:${s.grievanceEmail}`} className={linkClass}>
        {s.grievanceEmail}
      </a>
    </p>
  );
}

/** The privacy notice in one language, with a switch to the other. */
export function PrivacyNoticePage({ lang }: { lang: NoticeLanguage }) {
  const t = PRIVACY_NOTICE[lang];
  const section = "mt-10 scroll-mt-24";
  const h2 = "font-display text-3xl leading-tight";
  const body = "mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-ink-700";
  return (
    <div lang={lang}>
      <section className="bg-ink-900 text-ivory">
        <div className="container-page py-14 sm:py-20">
          <h1 className="max-w-3xl font-display text-4xl leading-tight sm:text-6xl">{t.title}</h1>
          <p className="mt-4 text-sm text-ivory/75" data-testid="notice-version">
            {t.versionLabel(PRIVACY_NOTICE_VERSION, PRIVACY_NOTICE_DATE)}
          </p>
          <nav aria-label="Language / भाषा" className="mt-6 flex flex-wrap gap-3">
            {NOTICE_LANGUAGES.map((other) => (
              <Link
                key={other}
                to={noticePath(other)}
                lang={other}
                hrefLang={other}
                aria-current={other === lang ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-ivory/40 px-4 text-sm hover:bg-ivory/10 aria-[current=page]:bg-ivory aria-[current=page]:text-ink-900"
              >
                {PRIVACY_NOTICE[other].languageName}
              </Link>
            ))}
          </nav>
        </div>
      </section>

      <article className="container-page max-w-[72ch] py-10 sm:py-14">
        <p className="text-xl leading-relaxed text-ink-800">{t.intro}</p>

        <section aria-labelledby="notice-purposes" className={section}>
          <h2 id="notice-purposes" className={h2}>
            {t.purposesHeading}
          </h2>
          <div className="mt-6 grid gap-5">
            {t.purposes.map((p) => (
              <section
                key={p.purpose}
                aria-labelledby={`purpose-${p.purpose}`}
                className="rounded-card border border-sand-200 bg-white p-5"
                data-purpose={p.purpose}
              >
                <h3 id={`purpose-${p.purpose}`} className="font-display text-2xl">
                  {p.title}
                </h3>
                <dl className="mt-3 grid gap-2 text-ink-700">
                  <dt className="text-sm font-semibold text-ink-900">{t.whatLabel}</dt>
                  <dd>{p.what}</dd>
                  <dt className="text-sm font-semibold text-ink-900">{t.whyLabel}</dt>
                  <dd>{p.why}</dd>
                  <dt className="text-sm font-semibold text-ink-900">{t.consentLabel}</dt>
                  <dd>{p.consent}</dd>
                </dl>
              </section>
            ))}
          </div>
        </section>

        <section aria-labelledby="notice-children" className={section}>
          <h2 id="notice-children" className={h2}>
            {t.childrenHeading}
          </h2>
          <div className={body}>
            <p>{t.children}</p>
          </div>
        </section>

        <section aria-labelledby="notice-withdraw" className={section}>
          <h2 id="notice-withdraw" className={h2}>
            {t.withdrawHeading}
          </h2>
          <div className={body}>
            {t.withdraw.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            <p>
              <Link
                to={lang === "en" ? "/privacy/my-data" : `/privacy/my-data?lang=${lang}`}
                className={linkClass}
              >
                {t.myDataLink}
              </Link>
            </p>
          </div>
        </section>

        <section aria-labelledby="notice-rights" className={section}>
          <h2 id="notice-rights" className={h2}>
            {t.rightsHeading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-700 marker:text-gold-600">
            {t.rights.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="notice-complain" className={section}>
          <h2 id="notice-complain" className={h2}>
            {t.complainHeading}
          </h2>
          <div className={body}>
            <p>{t.complain}</p>
            <GrievanceOfficer lang={lang} />
          </div>
        </section>

        <section aria-labelledby="notice-languages" className={section}>
          <h2 id="notice-languages" className={h2}>
            {t.languagesHeading}
          </h2>
          <div className={body}>
            <p>{t.languages}</p>
          </div>
        </section>

        <p className="mt-12 border-t border-sand-200 pt-6">
          <Link to="/privacy" className={linkClass}>
            {t.policyLink}
          </Link>
        </p>
      </article>
    </div>
  );
}
