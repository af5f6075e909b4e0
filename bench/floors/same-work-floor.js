// Floor 3, the one the lead endpoints are held to: bare node:http + pg writing the rows a lead flow
// writes, into the product's own tables (a database migrated by the app's own migrations, so the
// same indexes, foreign keys, triggers and sequence), written the plain way: one statement per
// table written, each request in one transaction, nothing checked beyond the shape, no limits
// enforced (the counters are written, never read back), no logging.
//
//   POST /floor/flows             start a flow: the two per-IP start counters, the phone's earlier
//                                 code read, the code (its HMAC), the submission, the contact, the
//                                 three SMS caps, the day cap and the budget bucket, the SMS's
//                                 outbox row (sent at once, as the log provider does) and its
//                                 timeline line → { id, code }
//   POST /floor/flows/:id/verify  check the code: the code-check counter, the submission and its
//                                 code read, the try spent, the code won, the submission marked
//                                 verified, the lead's retry job queued, the scoring rules and the
//                                 round robin's switch read, the ticket drawn and the partners read,
//                                 the contact upserted with its owner, the lead, its urgent task,
//                                 its three timeline lines and the assignment line, the staff and
//                                 owner e-mails queued and the retry job settled → { leadId }
//
// After answering, a worker does what the app's outbox does for each queued e-mail: read it, count
// it against the mail cap and mark it done. The code is returned in the answer so the bench can
// check it (the app sends it by SMS instead). Set FLOOR_SETUP=1 to add the two partners the round
// robin turns between (bench/lib/orchestrate.js adds the same two to the app's database).
import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";
import { FLOOR_PARTNERS_SQL } from "./floor-table.js";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX || 10),
});
const KEY = crypto.randomBytes(32);
const hmac = (code, phone) => crypto.createHmac("sha256", KEY).update(`${phone}:${code}`).digest("hex");
const HOUR = 3600_000;
const bucket = (ms, now) => new Date(Math.floor(now / ms) * ms);

async function inTransaction(work) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const out = await work(client);
    await client.query("COMMIT");
    return out;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

const COUNT_SQL = (rows) =>
  `INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
   VALUES ${rows.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, 1, $${i * 3 + 3})`).join(", ")}
   ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + 1`;

function count(c, keys, windowMs, bucketMs, now) {
  const start = bucket(bucketMs, now);
  const expires = new Date(start.getTime() + windowMs);
  return c.query(
    COUNT_SQL(keys),
    keys.flatMap((k) => [k, start, expires]),
  );
}

const OUTBOX_SQL = `INSERT INTO outbox (id, kind, payload, status, attempts, max_attempts, run_at, done_at)
  VALUES ($1, $2, $3, $4, 0, 8, $5, $6)`;
const TIMELINE_SQL = (n) =>
  `INSERT INTO contact_timeline (contact_id, lead_id, kind, summary, data, occurred_at) VALUES ${Array.from(
    { length: n },
    (_, i) => `($1, $2, $${i * 3 + 4}, $${i * 3 + 5}, $${i * 3 + 6}, $3)`,
  ).join(", ")}`;

async function start(body, ip) {
  if (typeof body?.name !== "string" || typeof body?.phone !== "string" || !Array.isArray(body?.answers))
    return [400, { error: "invalid body" }];
  const code = String(crypto.randomInt(1_000_000)).padStart(6, "0");
  const phone = `+91${body.phone}`;
  const now = Date.now();
  const at = new Date(now);
  const id = crypto.randomUUID();
  await inTransaction(async (c) => {
    await count(c, [`start:ip:${ip}:m`, `start:ip:${ip}:h`], HOUR, 60_000, now);
    await c.query("SELECT sent_at FROM verification_codes WHERE purpose = 'quiz' AND phone = $1", [phone]);
    await c.query(
      `INSERT INTO verification_codes AS vc (purpose, phone, subject_id, code_hash, attempts, max_attempts, status, sent_at, expires_at, provider, request_ip)
       VALUES ('quiz', $1, $2, $3, 0, 5, 'active', $4, $5, 'log', $6)
       ON CONFLICT (purpose, phone) DO UPDATE SET subject_id = excluded.subject_id, code_hash = excluded.code_hash,
         attempts = 0, status = 'active', sent_at = excluded.sent_at, expires_at = excluded.expires_at, verified_at = NULL`,
      [phone, id, hmac(code, phone), at, new Date(now + 10 * 60_000), ip],
    );
    await c.query(
      `INSERT INTO lead_submissions (id, purpose, name, phone, email, data, request_ip, created_at)
       VALUES ($1, 'quiz', $2, $3, NULL, $4, $5, $6)`,
      [id, body.name, phone, JSON.stringify({ answers: body.answers }), ip, at],
    );
    const contact = await c.query(
      `INSERT INTO contacts AS ct (phone, name, created_at, updated_at, last_activity_at) VALUES ($1, $2, $3, $3, $3)
       ON CONFLICT (phone) DO UPDATE SET last_activity_at = excluded.last_activity_at RETURNING id`,
      [phone, body.name, at],
    );
    await count(c, [`sms:phone:${phone}`, `sms:ip:${ip}`, `sms:net:${ip}`], HOUR, 5 * 60_000, now);
    await count(c, [`sms:phone-day:${phone}`], 24 * HOUR, 24 * HOUR, now);
    await count(c, ["sms:budget"], HOUR, 5 * 60_000, now);
    await c.query(OUTBOX_SQL, [
      crypto.randomUUID(),
      "sms.send",
      JSON.stringify({ to: phone, text: `${code} is your code` }),
      "done",
      at,
      at,
    ]);
    await c.query(
      "INSERT INTO contact_timeline (contact_id, kind, summary, data, occurred_at) VALUES ($1, 'sms', $2, $3, $4)",
      [contact.rows[0].id, "Verification code sent by SMS", JSON.stringify({ purpose: "quiz" }), at],
    );
  });
  return [201, { id, code }];
}

/** What the app's outbox worker does per queued e-mail: read it, count it against the cap, mark it done. */
async function deliver(ids) {
  for (const id of ids) {
    const client = await pool.connect();
    try {
      await client.query("SELECT id, kind, payload, status, attempts FROM outbox WHERE id = $1", [id]);
      await count(client, ["mail:hour"], HOUR, 5 * 60_000, Date.now());
      await client.query(
        "UPDATE outbox SET status = 'done', done_at = now() WHERE id = $1 AND status = 'pending'",
        [id],
      );
    } finally {
      client.release();
    }
  }
}

async function verify(id, body, ip) {
  if (typeof body?.code !== "string") return [400, { error: "invalid body" }];
  const now = Date.now();
  const at = new Date(now);
  const out = await inTransaction(async (c) => {
    await count(c, [`check:ip:${ip}:m`], 60_000, 60_000, now);
    const { rows } = await c.query(
      `SELECT s.name, s.phone, s.data, s.verified_at, v.id AS code_id, v.code_hash, v.attempts
       FROM lead_submissions s JOIN verification_codes v ON v.purpose = s.purpose AND v.phone = s.phone
       WHERE s.id = $1 FOR UPDATE OF v`,
      [id],
    );
    const p = rows[0];
    if (!p || p.verified_at || p.attempts >= 5) return [400, { error: "expired" }];
    await c.query("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1", [p.code_id]);
    const right = crypto.timingSafeEqual(Buffer.from(hmac(body.code, p.phone)), Buffer.from(p.code_hash));
    if (!right) return [400, { error: "wrong code" }];
    const leadId = crypto.randomUUID();
    const retryId = crypto.randomUUID();
    await c.query("UPDATE verification_codes SET status = 'verified', verified_at = $2 WHERE id = $1", [
      p.code_id,
      at,
    ]);
    await c.query("UPDATE lead_submissions SET verified_at = $2, lead_id = $3 WHERE id = $1", [
      id,
      at,
      leadId,
    ]);
    await c.query(OUTBOX_SQL, [retryId, "leads.retry", JSON.stringify({ leadId }), "pending", at, null]);
    await c.query("SELECT value FROM crm_settings WHERE key = 'scoringRules'");
    await c.query("SELECT value FROM crm_settings WHERE key = 'autoAssign'");
    const ticket = await c.query("SELECT nextval('lead_assign_turn') - 1 AS n");
    const partners = await c.query(
      "SELECT id, name, email FROM auth_user WHERE role = 'partner' AND NOT coalesce(banned, false) ORDER BY id",
    );
    const owner = partners.rows.length
      ? partners.rows[Number(ticket.rows[0].n) % partners.rows.length]
      : null;
    const contact = await c.query(
      `INSERT INTO contacts AS ct (phone, name, phone_verified_at, owner_id, created_at, updated_at, last_activity_at)
       VALUES ($1, $2, $3, $4, $3, $3, $3)
       ON CONFLICT (phone) DO UPDATE SET name = excluded.name,
         phone_verified_at = coalesce(ct.phone_verified_at, excluded.phone_verified_at),
         owner_id = coalesce(ct.owner_id, excluded.owner_id), updated_at = excluded.updated_at,
         last_activity_at = excluded.last_activity_at
       RETURNING id`,
      [p.phone, p.name, at, owner?.id ?? null],
    );
    const contactId = contact.rows[0].id;
    await c.query(
      `INSERT INTO leads (id, type, source, source_id, contact_id, owner_id, name, phone, phone_verified, verified_at,
         source_data, score, score_reason, stage, consent_text, consent_version, consented_at, created_at, updated_at)
       VALUES ($1, 'quiz', 'quiz', $2, $3, $4, $5, $6, true, $7, $8, 80, 'Luxury quiz', 'New Lead',
         'I agree to be contacted', 'v1', $7, $7, $7)`,
      [leadId, id, contactId, owner?.id ?? null, p.name, p.phone, at, p.data],
    );
    const due = new Date(now + 5 * 60_000);
    await c.query(
      `INSERT INTO tasks (id, type, title, priority, status, due_at, lead_id, contact_id, assignee_id, created_at)
       VALUES ($1, 'call', $2, 'urgent', 'open', $3, $4, $5, $6, $7)`,
      [
        crypto.randomUUID(),
        `Call ${p.name} — Quiz (score 80)`,
        due,
        leadId,
        contactId,
        owner?.id ?? null,
        at,
      ],
    );
    const staffMail = crypto.randomUUID();
    const ownerMail = owner ? crypto.randomUUID() : null;
    await c.query(OUTBOX_SQL, [
      staffMail,
      "mail.send",
      JSON.stringify({ to: "team@example.com", subject: `New lead: ${p.name}` }),
      "pending",
      at,
      null,
    ]);
    const lines = [
      ["lead_created", "Quiz lead created (score 80)", { type: "quiz", sourceId: id }],
      ["email", `Staff notified by e-mail: New lead: ${p.name}`, { outboxId: staffMail }],
      ["task_created", "Urgent call due soon", { dueAt: due.toISOString() }],
    ];
    await c.query(TIMELINE_SQL(lines.length), [
      contactId,
      leadId,
      at,
      ...lines.flatMap(([kind, summary, data]) => [kind, summary, JSON.stringify(data)]),
    ]);
    if (owner) {
      await c.query(TIMELINE_SQL(1), [
        contactId,
        leadId,
        at,
        "lead_assigned",
        `Assigned to ${owner.name} (round robin)`,
        JSON.stringify({ ownerId: owner.id, how: "round_robin" }),
      ]);
      await c.query(OUTBOX_SQL, [
        ownerMail,
        "mail.send",
        JSON.stringify({ to: owner.email, subject: `New lead for you: ${p.name}` }),
        "pending",
        at,
        null,
      ]);
    }
    await c.query("UPDATE outbox SET status = 'done', done_at = $2 WHERE id = $1 AND status = 'pending'", [
      retryId,
      at,
    ]);
    return [200, { leadId }, ownerMail ? [staffMail, ownerMail] : [staffMail]];
  });
  if (out[2]) setImmediate(() => deliver(out[2]).catch(() => {}));
  return [out[0], out[1]];
}

function answer(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

const VERIFY = /^\/floor\/flows\/([0-9a-f-]{36})\/verify$/;

const server = http.createServer((req, res) => {
  if (req.url === "/healthz") return answer(res, 200, { status: "ok" });
  const verifyMatch = req.method === "POST" && req.url.match(VERIFY);
  if (!verifyMatch && !(req.method === "POST" && req.url === "/floor/flows"))
    return answer(res, 404, { error: "not found" });
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", async () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return answer(res, 400, { error: "invalid JSON" });
    }
    const ip = req.socket.remoteAddress ?? "";
    try {
      const [status, out] = verifyMatch ? await verify(verifyMatch[1], body, ip) : await start(body, ip);
      answer(res, status, out);
    } catch (err) {
      answer(res, 500, { error: err.message });
    }
  });
});
server.keepAliveTimeout = 65_000;

if (process.env.PORT) {
  if (process.env.FLOOR_SETUP === "1") await pool.query(FLOOR_PARTNERS_SQL);
  server.listen(Number(process.env.PORT), "127.0.0.1");
  process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
}
