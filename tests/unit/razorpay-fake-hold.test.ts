import http from "node:http";
import type net from "node:net";
import { afterEach, expect, it } from "vitest";
import { startFakeRazorpay } from "../fakes/razorpay-fake";

// What a browser test asks of the fake Razorpay from another process: keep one link's webhooks back
// (its API cannot say it is paid meanwhile), release them, deliver them again.

const keys = { keyId: "rzp_test_key", keySecret: "key-secret", webhookSecret: "hook-secret" };
const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** A stand-in for the app's webhook: keeps the event ids that arrived. */
async function webhook() {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received.push(String(req.headers["x-razorpay-event-id"]));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/v1/payments/razorpay/webhook`, received };
}

async function link(url: string, reference: string) {
  const res = await fetch(`${url}/v1/payment_links`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify({ amount: 500_000, currency: "INR", reference_id: reference }),
  });
  return (await res.json()) as { id: string; short_url: string };
}

const control = (url: string, path: string, code: string) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });

it("keeps one link's webhooks back and its state unknown until released, then delivers them again", async () => {
  const hook = await webhook();
  const fake = await startFakeRazorpay({ ...keys, webhookUrl: hook.url });
  stops.push(() => fake.stop());
  const held = await link(fake.url, "req-held");
  const other = await link(fake.url, "req-other");
  const code = new URL(held.short_url).pathname.split("/").pop()!;

  expect((await control(fake.url, "/__hold-webhooks", code)).status).toBe(200);
  fake.pay(held.id);
  fake.pay(other.id);
  const otherEvent = fake.events.find((e) => e.body.includes(other.id))!;
  await expect.poll(() => hook.received).toEqual([otherEvent.id]);
  const fetched = await fetch(`${fake.url}/v1/payment_links/${held.id}`, {
    headers: { authorization: auth },
  });
  expect(fetched.status).toBe(503);
  const listed = await fetch(`${fake.url}/v1/payment_links?reference_id=req-held`, {
    headers: { authorization: auth },
  });
  expect(listed.status).toBe(503);

  const released = await control(fake.url, "/__release-webhooks", code);
  expect(await released.json()).toEqual({ statuses: [200] });
  const heldEvent = fake.events.find((e) => e.body.includes(held.id))!;
  expect(heldEvent.event).toBe("payment_link.paid");
  expect(hook.received).toEqual([otherEvent.id, heldEvent.id]);
  const after = await fetch(`${fake.url}/v1/payment_links/${held.id}`, { headers: { authorization: auth } });
  expect(((await after.json()) as { status: string }).status).toBe("paid");

  expect(await (await control(fake.url, "/__redeliver", code)).json()).toEqual({ statuses: [200] });
  expect(hook.received).toEqual([otherEvent.id, heldEvent.id, heldEvent.id]);
  expect((await control(fake.url, "/__hold-webhooks", "nosuchcode")).status).toBe(404);
});
