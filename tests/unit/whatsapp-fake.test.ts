import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import { afterEach, expect, it } from "vitest";
import { startFakeWhatsApp, type FakeWhatsApp } from "../fakes/whatsapp-fake";

// What a browser test reads back from the fake and asks of it, from another process over HTTP.

const secret = "app-secret";
const options = { phoneNumberId: "106540352242922", accessToken: "EAAG-token", appSecret: secret };
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function fake(extra: { webhookUrl?: string; port?: number } = {}): Promise<FakeWhatsApp> {
  const started = await startFakeWhatsApp({ ...options, ...extra });
  stops.push(() => started.stop());
  return started;
}

/** A stand-in for the app's webhook: keeps what arrived, answers 200 only to Meta's signature. */
async function webhook() {
  const received: { body: string; signed: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const expected = `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
      const signed = req.headers["x-hub-signature-256"] === expected;
      received.push({ body, signed });
      res.writeHead(signed ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/v1/whatsapp/webhook`, received };
}

async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const send = (wa: FakeWhatsApp, to: string, name: string) =>
  fetch(`${wa.url}/v21.0/${options.phoneNumberId}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      messaging_product: "whatsapp",
      to,
      type: "template",
      template: { name, language: { code: "en" }, components: [] },
    }),
  });

it("listens on the port it is given", async () => {
  const port = await freePort();
  const wa = await fake({ port });
  expect(wa.port).toBe(port);
  expect(wa.url).toBe(`http://127.0.0.1:${port}`);
});

it("lists the messages it accepted, for one number or all of them", async () => {
  const wa = await fake();
  expect((await send(wa, "919630000001", "documents_ready")).status).toBe(200);
  expect((await send(wa, "919630000002", "callback_missed")).status).toBe(200);
  // A refused message never reached a phone, so it is not listed.
  wa.unapprove("payment_reminder");
  expect((await send(wa, "919630000001", "payment_reminder")).status).toBe(404);

  const listed = async (query: string) => {
    const res = await fetch(`${wa.url}/__messages${query}`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as {
      messages: { to: string; body: { template: { name: string } } }[];
    };
    return messages.map((m) => `${m.to} ${m.body.template.name}`);
  };
  expect(await listed("?to=%2B91%2096300%2000001")).toEqual(["919630000001 documents_ready"]);
  expect(await listed("")).toEqual(["919630000001 documents_ready", "919630000002 callback_missed"]);
  // Reading back is not a provider call.
  expect(wa.requests.filter((r) => r.url.pathname.startsWith("/__"))).toEqual([]);
});

it("posts a traveller's reply to the webhook, signed with the app secret, on a test's word", async () => {
  const hook = await webhook();
  const wa = await fake({ webhookUrl: hook.url });
  const res = await fetch(`${wa.url}/__inbound`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: "+91 96300 00001", text: "Thank you, see you in Goa", name: "Meera" }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ delivered: 200 });
  expect(hook.received).toHaveLength(1);
  expect(hook.received[0]!.signed).toBe(true);
  const value = (
    JSON.parse(hook.received[0]!.body) as {
      entry: { changes: { value: Record<string, unknown> }[] }[];
    }
  ).entry[0]!.changes[0]!.value;
  expect(value.contacts).toEqual([{ profile: { name: "Meera" }, wa_id: "919630000001" }]);
  expect(value.messages).toEqual([
    expect.objectContaining({
      from: "919630000001",
      type: "text",
      text: { body: "Thank you, see you in Goa" },
    }),
  ]);
  expect(wa.events).toHaveLength(1);
});

it("refuses an inbound request it cannot act on", async () => {
  const post = (wa: FakeWhatsApp, body: string) =>
    fetch(`${wa.url}/__inbound`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const hook = await webhook();
  const wa = await fake({ webhookUrl: hook.url });
  expect((await post(wa, "not json")).status).toBe(400);
  expect((await post(wa, JSON.stringify({ from: "919630000001" }))).status).toBe(400);
  expect((await post(await fake(), JSON.stringify({ from: "919630000001", text: "hi" }))).status).toBe(409);
  expect(hook.received).toEqual([]);
});

it("fails the messages to one number on a test's word, and delivers the others", async () => {
  const hook = await webhook();
  const wa = await fake({ webhookUrl: hook.url });
  const outcome = (body: unknown) =>
    fetch(`${wa.url}/__outcome`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await outcome({ to: "+91 96300 00001", outcome: "failed" })).status).toBe(200);
  expect((await outcome({ to: "919630000002", outcome: "lost" })).status).toBe(400);
  expect((await outcome({ outcome: "failed" })).status).toBe(400);
  expect((await send(wa, "919630000001", "login_code")).status).toBe(200);
  expect((await send(wa, "919630000002", "login_code")).status).toBe(200);
  const statuses = async () => {
    const found = hook.received.map(
      (r) =>
        (
          JSON.parse(r.body) as {
            entry: { changes: { value: { statuses?: { recipient_id: string; status: string }[] } }[] }[];
          }
        ).entry[0]!.changes[0]!.value.statuses![0]!,
    );
    return found.map((s) => `${s.recipient_id} ${s.status}`);
  };
  await expect.poll(statuses).toHaveLength(4);
  expect(await statuses()).toEqual([
    "919630000001 sent",
    "919630000001 failed",
    "919630000002 sent",
    "919630000002 delivered",
  ]);
});
