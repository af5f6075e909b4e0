// A person's data on request: an administrator exports everything held about them, then erases it.
// After the erase no table — leads, submissions, bookings, the outbox, the audit log, counters —
// holds their name, mobile or e-mail; and the process's own log never carried their full number or
// the code they were sent.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueActivities, runsOn } from "~/features/activities/catalogue.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { startFakeSmsGateway, type FakeSmsGateway } from "../fakes/sms-gateway";
import { startFakeSmtpServer } from "../fakes/smtp-server";
import {
  activityBookingProof,
  AppProcess,
  call,
  createStaff,
  eventually,
  figure,
  networkIp,
  phonesIn,
  query,
  signIn,
  smsCodeReader,
  startPostgres,
  verifiedQuizLead,
  type Postgres,
} from "./harness";

const SECTION = "Data protection";
let pg: Postgres;
let databaseUrl: string;
let sms: FakeSmsGateway;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let app: AppProcess;
let ipSeq = 7000;
const ip = () => networkIp(ipSeq++);
const codesSent: string[] = [];

beforeAll(async () => {
  [pg, sms, smtp] = await Promise.all([startPostgres(), startFakeSmsGateway(), startFakeSmtpServer()]);
  databaseUrl = await pg.createDatabase();
  app = await AppProcess.start({
    databaseUrl,
    env: { SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: sms.webhookUrl, SMTP_URL: smtp.url },
  });
});

afterAll(async () => {
  await app?.stop();
  await Promise.all([sms?.stop(), smtp?.close()]);
  pg?.stop();
});

/** A person as the site meets them: a verified quiz lead, then an activity booked with the same details. */
async function person(name: string, email: string) {
  const from = ip();
  const { phone, code } = await verifiedQuizLead(app.origin, sms, { ip: from, name });
  codesSent.push(code);

  const activity = catalogueActivities()[0]!;
  let day = addIndiaDays(indiaDay(), 10);
  while (!runsOn(activity, day)) day = addIndiaDays(day, 1);
  const [first, ...rest] = name.split(" ");
  // The booking's mobile proven with its own code first, as the booking dialog does.
  const readCode = smsCodeReader(sms);
  const cookie = await activityBookingProof(app.origin, (p) => readCode(p), {
    ip: from,
    phone,
    email,
    firstName: first,
    lastName: rest.join(" "),
  });
  codesSent.push(String(readCode(phone)));
  const booked = await call(app.origin, "/api/v1/activities/bookings", {
    cookie,
    body: {
      key: crypto.randomUUID(),
      activityCode: activity.productCode,
      firstName: first,
      lastName: rest.join(" "),
      email,
      phone,
      date: day,
      adults: 2,
      children: 0,
    },
    ip: from,
  });
  expect(booked.status, booked.text).toBe(201);
  return { phone, name, email };
}

describe(SECTION, () => {
  it("an admin exports a person's data, erases it, and no table keeps a trace; the log never held the number or the code", async () => {
    const stamp = crypto.randomBytes(3).toString("hex");
    const subject = await person(`Ishaan Erasure${stamp}`, `ishaan.${stamp}@example.in`);
    const bystander = await person(`Meera Keeps${stamp}`, `meera.${stamp}@example.in`);
    // The staff e-mails and vouchers have gone out: the outbox rows that name them exist.
    await eventually(
      "the outbox drained",
      async () => {
        const open = await query(
          databaseUrl,
          "SELECT id FROM outbox WHERE status IN ('pending', 'processing')",
        );
        return open.length === 0;
      },
      30_000,
    );

    createStaff(databaseUrl, "admin", "privacy.admin@agency.test");
    const jar = await signIn(app.origin, "privacy.admin@agency.test", smtp);
    const found = await call(app.origin, `/api/v1/console/contacts/search?q=${subject.phone}`, {
      cookie: jar.header(),
    });
    expect(found.status, found.text).toBe(200);
    const contactId = JSON.stringify(found.json).match(/"id":"([0-9a-f-]{36})"/)?.[1];
    expect(contactId, found.text).toBeDefined();

    // The copy: a download with everything, in the person's own words.
    const exported = await call(app.origin, `/api/v1/console/contacts/${contactId}/export`, {
      cookie: jar.header(),
    });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    const copy = exported.json as {
      contact: { name: string; phone: string; email: string };
      leads: { type: string }[];
      formSubmissions: { phone: string }[];
      activityBookings: { holderEmail: string }[];
      timeline: unknown[];
    };
    // The booking's mobile was proven with its own code, so its lead joined the same contact (the
    // same name); its e-mail is on the booking's lead, and in the copy all the same.
    expect(copy.contact).toMatchObject({ name: subject.name });
    expect(exported.text).toContain(subject.email);
    expect(copy.contact.phone).toContain(subject.phone);
    expect(copy.leads.map((l) => l.type).sort()).toEqual(["activity_booking", "quiz"]);
    expect(copy.formSubmissions.length).toBeGreaterThan(0);
    expect(copy.activityBookings.map((b) => b.holderEmail)).toEqual([subject.email]);
    expect(copy.timeline.length).toBeGreaterThan(0);
    expect(exported.text).not.toContain(bystander.phone);

    const erased = await call(app.origin, `/api/v1/console/contacts/${contactId}/erase`, {
      body: { confirm: "ERASE" },
      cookie: jar.header(),
      headers: { origin: app.origin },
    });
    expect(erased.status, erased.text).toBe(200);

    // Every column of every table, as text: none names the person any more; the bystander stays.
    const tables = await query<{ schema: string; name: string }>(
      databaseUrl,
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const tracesOf = async (p: { name: string; phone: string; email: string }) => {
      const needles = [p.name.toLowerCase(), p.phone, `${p.phone.slice(0, 5)} ${p.phone.slice(5)}`, p.email];
      const hits: string[] = [];
      for (const t of tables) {
        for (const needle of needles) {
          const [{ n }] = await query<{ n: string }>(
            databaseUrl,
            `SELECT count(*) AS n FROM "${t.schema}"."${t.name}" x WHERE strpos(lower(x::text), $1) > 0`,
            [needle],
          );
          if (Number(n) > 0) hits.push(`${needle} in ${t.schema}.${t.name} (${n})`);
        }
      }
      return hits;
    };
    expect(await tracesOf(subject)).toEqual([]);
    expect((await tracesOf(bystander)).length).toBeGreaterThan(0);
    const audit = await query<{ action: string }>(
      databaseUrl,
      "SELECT action FROM audit_log WHERE target_id = $1 ORDER BY occurred_at",
      [contactId],
    );
    expect(audit.map((a) => a.action)).toEqual(["contact_exported", "contact_erased"]);

    // The process's log: no full mobile number and no code, for either person.
    const log = app.stdout + app.stderr;
    expect(phonesIn(log)).toEqual([]);
    for (const code of codesSent) expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    figure(
      SECTION,
      "Export and erase",
      `a person with a verified lead and an activity booking: exported (${copy.leads.length} leads, ${copy.formSubmissions.length} form submissions, ${copy.activityBookings.length} booking, ${copy.timeline.length} timeline lines), then erased — 0 traces in ${tables.length} tables, the other person's data untouched; the audit log says what was done, by id only`,
    );
    figure(
      SECTION,
      "The process's log",
      `${log.split("\n").length} lines: no full mobile number, none of the ${codesSent.length} codes sent`,
    );
  });
});
