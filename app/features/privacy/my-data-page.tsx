import { useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import {
  CodeStep,
  codeEmailBoxId,
  NumberAbroadSwitch,
  numberNeedsCodeEmail,
  usePhoneVerification,
} from "~/features/verification";
import { INTERNATIONAL_INPUT_MAX_LENGTH, sanitizeMobileInput } from "~/lib/phone";
import { formatIndiaDate, formatPhone } from "~/lib/format";
import { formatMoney, money } from "~/lib/money";
import type { MyData } from "./my-data-types";
import { MY_DATA_TEXTS, type MyDataTexts } from "./my-data-texts";
import { noticePath, type NoticeLanguage } from "./privacy-notice";
import { GrievanceOfficer } from "./privacy-notice-page";
import { DETAILS_MAX, type PrivacyRequestKind } from "./privacy-requests-texts";

type ErrorBody = { error?: { title?: string; description?: string } };

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; body: unknown }> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, body: await res.json().catch(() => ({})) };
  } catch {
    return {
      ok: false,
      body: { error: { title: "No connection", description: "Check your connection and try again." } },
    };
  }
}

function refusalToast(body: unknown) {
  const error = (body as ErrorBody).error;
  showErrorToast(error?.title ?? "Not sent", error?.description);
}

function PhoneStep({ t, onVerified }: { t: MyDataTexts; onVerified: () => void }) {
  const verification = usePhoneVerification<{ ok: true }>({
    purpose: "privacy_access",
    texts: t.verification,
    onVerified,
  });
  const [phone, setPhone] = useState("");
  // A number outside India: its code is e-mailed, only to the address held for it (the server's rule).
  const [abroad, setAbroad] = useState(false);
  const [email, setEmail] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phoneId = useId();
  const errorId = useId();
  const emailId = useId();
  const { state } = verification;
  const byEmail = abroad && numberNeedsCodeEmail(phone);
  if (state.step === "code")
    return (
      <section aria-label={t.codeTitle} className="rounded-card border border-ink-900/15 bg-white p-6">
        <CodeStep
          state={state}
          headingRef={headingRef}
          texts={{
            title: t.codeTitle,
            verifyLabel: t.verifyLabel,
            backLabel: t.backLabel,
            resendLabel: t.resendLabel,
            // Whether a code went must not show: the number or the address may not be ours.
            ...(state.channel === "email" ? { sentNote: t.codeByEmail } : {}),
          }}
          onVerify={(code) => void verification.verify(code)}
          onBack={verification.back}
          onResend={() => void verification.resend()}
          onResendBy={(channel) => void verification.resend(channel)}
        />
      </section>
    );
  const fieldError = state.fieldErrors.phone;
  const emailError = state.fieldErrors.email;
  return (
    <form
      className="grid max-w-md gap-3 rounded-card border border-ink-900/15 bg-white p-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void verification.start(byEmail ? { phone, email, channel: "email" } : { phone });
      }}
    >
      <Label htmlFor={phoneId}>{abroad ? t.abroadPhoneLabel : t.phoneLabel}</Label>
      <Input
        id={phoneId}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete={abroad ? "tel" : "tel-national"}
        placeholder={abroad ? "+44 7911 123456" : undefined}
        maxLength={abroad ? INTERNATIONAL_INPUT_MAX_LENGTH : undefined}
        value={phone}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(e) => {
          setPhone(abroad ? sanitizeMobileInput(e.target.value, { international: true }) : e.target.value);
          verification.clearFieldError("phone");
        }}
      />
      {fieldError ? (
        <p id={errorId} className="text-sm text-danger-700">
          {fieldError}
        </p>
      ) : null}
      <NumberAbroadSwitch
        abroad={abroad}
        phoneInputId={phoneId}
        emailInputId={emailId}
        onToggle={() => {
          setAbroad((was) => !was);
          verification.clearFieldError("phone");
          verification.clearFieldError("email");
        }}
      />
      {abroad ? (
        <div id={codeEmailBoxId(emailId)} className="grid gap-2">
          <Label htmlFor={emailId}>{t.emailLabel}</Label>
          <Input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={[emailError ? `${emailId}-error` : "", `${emailId}-hint`]
              .filter(Boolean)
              .join(" ")}
            onChange={(e) => {
              setEmail(e.target.value);
              verification.clearFieldError("email");
            }}
          />
          {emailError ? (
            <p id={`${emailId}-error`} className="text-sm text-danger-700">
              {emailError}
            </p>
          ) : null}
          <p id={`${emailId}-hint`} className="text-sm text-ink-600">
            {t.emailHint}
          </p>
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={state.sending}>
        {state.sending ? t.sending : t.sendCode}
      </Button>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-3xl leading-tight">
        {title}
      </h2>
      <div className="mt-4 text-ink-700">{children}</div>
    </section>
  );
}

/** A form's answer as words: ages in a row, chat lines and quiz answers one to a line. */
const detailText = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : Array.isArray(value)
      ? value.map(detailText).join(value.every((v) => typeof v === "number") ? ", " : "\n")
      : JSON.stringify(value);

function HeldData({ data, t }: { data: MyData; t: MyDataTexts }) {
  const nothing =
    !data.contact &&
    !data.leads.length &&
    !data.bookings.length &&
    !data.payments.length &&
    !data.consents.length;
  if (nothing) return <p>{t.nothingHeld}</p>;
  const list = "grid gap-3";
  const card = "rounded-card border border-sand-200 bg-white p-4";
  return (
    <>
      <h3 className="font-display text-2xl">{t.contactHeading}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium text-ink-900">{t.fields.phone}</dt>
        <dd>{formatPhone(data.phone)}</dd>
        {data.contact?.name ? (
          <>
            <dt className="font-medium text-ink-900">{t.fields.name}</dt>
            <dd>{data.contact.name}</dd>
          </>
        ) : null}
        {data.contact?.email ? (
          <>
            <dt className="font-medium text-ink-900">{t.fields.email}</dt>
            <dd className="break-all">{data.contact.email}</dd>
          </>
        ) : null}
        {data.contact?.city ? (
          <>
            <dt className="font-medium text-ink-900">{t.fields.city}</dt>
            <dd>{data.contact.city}</dd>
          </>
        ) : null}
        {data.contact ? (
          <>
            <dt className="font-medium text-ink-900">{t.fields.since}</dt>
            <dd>{formatIndiaDate(data.contact.since)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-6 font-display text-2xl">{t.leadsHeading}</h3>
      {data.leads.length ? (
        <ul className={list} data-testid="my-leads">
          {data.leads.map((l) => (
            <li key={l.id} className={card}>
              <p className="font-medium text-ink-900">
                {formatIndiaDate(l.at)} · {l.form.replace(/_/g, " ")}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {l.details.map(({ field, value }) => (
                  <div key={field} className="contents">
                    <dt className="text-ink-600">{t.detailLabels[field]}</dt>
                    <dd className="break-words whitespace-pre-line">{detailText(value)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
      <h3 className="mt-6 font-display text-2xl">{t.bookingsHeading}</h3>
      {data.bookings.length ? (
        <ul className={list}>
          {data.bookings.map((b) => (
            <li key={b.id} className={card}>
              {b.activity} · {b.date} · {b.adults} + {b.children} · {b.status}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
      <h3 className="mt-6 font-display text-2xl">{t.paymentsHeading}</h3>
      {data.payments.length ? (
        <ul className={list}>
          {data.payments.map((p) => (
            <li key={p.id} className={card}>
              {p.reference} · {p.label} · {formatMoney(money(p.amountMinor, p.currency))} ·{" "}
              {formatMoney(money(p.paidMinor, p.currency))} · {p.status}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
    </>
  );
}

function Consents({ data, t, onChanged }: { data: MyData; t: MyDataTexts; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (!data.consents.length) return <p>{t.none}</p>;
  return (
    <ul className="grid gap-3" data-testid="my-consents">
      {data.consents.map((c) => (
        <li
          key={c.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-sand-200 bg-white p-4"
        >
          <div className="min-w-0">
            <p className="font-medium text-ink-900">{t.purposeNames[c.purpose] ?? c.purpose}</p>
            <p className="text-sm">{t.given(formatIndiaDate(c.givenAt), c.noticeVersion)}</p>
            <p className="text-sm text-ink-600">“{c.noticeText}”</p>
            {c.withdrawnAt ? (
              <p className="text-sm font-medium">{t.withdrawnOn(formatIndiaDate(c.withdrawnAt))}</p>
            ) : null}
          </div>
          {c.withdrawnAt ? null : (
            <Button
              type="button"
              variant="outline"
              disabled={busy === c.id}
              aria-label={`${t.withdraw}: ${t.purposeNames[c.purpose] ?? c.purpose}`}
              onClick={async () => {
                setBusy(c.id);
                const res = await postJson(`/api/v1/privacy/my-data/consents/${c.id}/withdraw`, {});
                setBusy(null);
                if (!res.ok) return refusalToast(res.body);
                showSuccessToast(t.withdrawConfirmed);
                onChanged();
              }}
            >
              {t.withdraw}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function RequestForm({
  kind,
  t,
  onSent,
}: {
  kind: Exclude<PrivacyRequestKind, "access">;
  t: MyDataTexts;
  onSent: () => void;
}) {
  const k = t.requestKinds[kind];
  const [details, setDetails] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="grid gap-2 rounded-card border border-sand-200 bg-white p-4"
      data-request-kind={kind}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const res = await postJson("/api/v1/privacy/my-data/requests", {
          kind,
          ...(details.trim() || kind !== "erasure" ? { details } : {}),
        });
        setBusy(false);
        if (!res.ok) return refusalToast(res.body);
        const due = formatIndiaDate((res.body as { dueAt: string }).dueAt);
        setSent(t.requestSent(due));
        setDetails("");
        onSent();
      }}
    >
      <h3 className="font-display text-xl text-ink-900">{k.label}</h3>
      <Label htmlFor={id}>{k.hint}</Label>
      <Textarea
        id={id}
        value={details}
        maxLength={DETAILS_MAX}
        rows={3}
        onChange={(e) => setDetails(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
        {k.button}
      </Button>
      {sent ? (
        <p role="status" className="text-sm font-medium text-ink-900">
          {sent}
        </p>
      ) : null}
    </form>
  );
}

/** /privacy/my-data: the phone code, then the person's data, consents, requests and the grievance officer. */
export function MyDataPage({ lang, data }: { lang: NoticeLanguage; data: MyData | null }) {
  const t = MY_DATA_TEXTS[lang];
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  return (
    <div lang={lang}>
      <section className="bg-ink-900 text-ivory">
        <div className="container-page py-12 sm:py-16">
          <h1 className="font-display text-4xl leading-tight sm:text-6xl">{t.title}</h1>
          <p className="mt-4 max-w-2xl text-ivory/80">{t.intro}</p>
          <nav aria-label="Language / भाषा" className="mt-6 flex gap-3">
            {(["en", "hi"] as const).map((other) => (
              <Link
                key={other}
                to={other === "en" ? "/privacy/my-data" : `/privacy/my-data?lang=${other}`}
                lang={other}
                aria-current={other === lang ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-ivory/40 px-4 text-sm hover:bg-ivory/10 aria-[current=page]:bg-ivory aria-[current=page]:text-ink-900"
              >
                {other === "en" ? "English" : "हिन्दी"}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <div className="container-page max-w-[72ch] py-10">
        {data ? (
          <>
            <Section id="my-held" title={t.heldHeading}>
              <HeldData data={data} t={t} />
            </Section>
            <Section id="my-consents" title={t.consentsHeading}>
              <Consents data={data} t={t} onChanged={refresh} />
            </Section>
            <Section id="my-requests" title={t.requestsHeading}>
              <p className="mb-4">{t.requestsIntro}</p>
              <div className="grid gap-4">
                {(["correction", "erasure", "nomination", "grievance"] as const).map((kind) => (
                  <RequestForm key={kind} kind={kind} t={t} onSent={refresh} />
                ))}
              </div>
              {data.requests.length ? (
                <>
                  <h3 className="mt-6 font-display text-2xl">{t.yourRequests}</h3>
                  <ul className="mt-2 grid gap-1" data-testid="my-requests">
                    {data.requests.map((r) => (
                      <li key={r.id}>
                        {t.kindNames[r.kind]} · {formatIndiaDate(r.receivedAt)} ·{" "}
                        {t.statusNames[r.status] ?? r.status} · {t.dueBy(formatIndiaDate(r.dueAt))}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Section>
          </>
        ) : (
          <PhoneStep t={t} onVerified={refresh} />
        )}
        <Section id="my-grievance" title={t.grievanceHeading}>
          <GrievanceOfficer lang={lang} />
          <p className="mt-4">
            <Link to={noticePath(lang)} className="font-medium text-gold-700 underline underline-offset-4">
              {t.noticeLink}
            </Link>
          </p>
        </Section>
      </div>
    </div>
  );
}
