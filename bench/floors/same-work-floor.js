// Floor 3, the one the lead endpoints are held to: bare node:http + pg doing the writes a lead flow
// must do, each request in one transaction, written the plain way (one statement per write):
//   POST /floor/flows             start a flow: the pending row (with the code's HMAC), the send
//                                 counter (phone + hour), the outbox row of the SMS → { id, code }
//   POST /floor/flows/:id/verify  check the code: lock the pending row, spend a try (the counter),
//                                 compare the HMAC, mark it verified, write the lead and the outbox
//                                 row of the staff e-mail → { leadId }
// No validation beyond the shape, no limits, no logging: what is left of a lead endpoint when
// everything but its writes is taken away. The code is returned in the answer so the bench can
// check it (the app sends it by SMS instead).
import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX || 10),
});
const KEY = crypto.randomBytes(32);
const hmac = (code, phone) => crypto.createHmac("sha256", KEY).update(`${phone}:${code}`).digest("hex");

const SAME_WORK_TABLES_SQL = `
CREATE TABLE IF NOT EXISTS bench_floor_pending (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL, phone text NOT NULL, data jsonb NOT NULL, code_hash text NOT NULL,
  attempts int NOT NULL DEFAULT 0, verified_at timestamptz, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS bench_floor_counters (
  key text PRIMARY KEY, count int NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS bench_floor_verified_leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), pending_id uuid NOT NULL UNIQUE,
  name text NOT NULL, phone text NOT NULL, data jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS bench_floor_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), kind text NOT NULL, payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending', created_at timestamptz NOT NULL DEFAULT now())`;

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

async function start(body) {
  if (typeof body?.name !== "string" || typeof body?.phone !== "string" || !Array.isArray(body?.answers))
    return [400, { error: "invalid body" }];
  const code = String(crypto.randomInt(1_000_000)).padStart(6, "0");
  const id = await inTransaction(async (c) => {
    const hour = new Date().toISOString().slice(0, 13);
    await c.query(
      `INSERT INTO bench_floor_counters (key, count) VALUES ($1, 1)
       ON CONFLICT (key) DO UPDATE SET count = bench_floor_counters.count + 1, updated_at = now()`,
      [`phone:${body.phone}:${hour}`],
    );
    const { rows } = await c.query(
      "INSERT INTO bench_floor_pending (name, phone, data, code_hash) VALUES ($1, $2, $3, $4) RETURNING id",
      [body.name, body.phone, JSON.stringify({ answers: body.answers }), hmac(code, body.phone)],
    );
    await c.query("INSERT INTO bench_floor_outbox (kind, payload) VALUES ('sms.send', $1)", [
      JSON.stringify({ to: body.phone, text: `${code} is your code` }),
    ]);
    return rows[0].id;
  });
  return [201, { id, code }];
}

async function verify(id, body) {
  if (typeof body?.code !== "string") return [400, { error: "invalid body" }];
  return inTransaction(async (c) => {
    const { rows } = await c.query(
      "SELECT name, phone, data, code_hash, attempts, verified_at FROM bench_floor_pending WHERE id = $1 FOR UPDATE",
      [id],
    );
    const p = rows[0];
    if (!p || p.verified_at || p.attempts >= 5) return [400, { error: "expired" }];
    const right = crypto.timingSafeEqual(Buffer.from(hmac(body.code, p.phone)), Buffer.from(p.code_hash));
    await c.query(
      `UPDATE bench_floor_pending SET attempts = attempts + 1, verified_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
      [id, right],
    );
    if (!right) return [400, { error: "wrong code" }];
    const lead = await c.query(
      "INSERT INTO bench_floor_verified_leads (pending_id, name, phone, data) VALUES ($1, $2, $3, $4) RETURNING id",
      [id, p.name, p.phone, p.data],
    );
    await c.query("INSERT INTO bench_floor_outbox (kind, payload) VALUES ('mail.send', $1)", [
      JSON.stringify({ to: "team@example.com", subject: `New lead: ${p.name}` }),
    ]);
    return [200, { leadId: lead.rows[0].id }];
  });
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
    try {
      const [status, out] = verifyMatch ? await verify(verifyMatch[1], body) : await start(body);
      answer(res, status, out);
    } catch (err) {
      answer(res, 500, { error: err.message });
    }
  });
});
server.keepAliveTimeout = 65_000;

if (process.env.PORT) {
  await pool.query(SAME_WORK_TABLES_SQL);
  server.listen(Number(process.env.PORT), "127.0.0.1");
  process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
}
