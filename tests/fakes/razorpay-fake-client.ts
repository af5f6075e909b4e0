/**
 * What a browser test uses to steer the fake Razorpay (tests/fakes/razorpay-fake.ts), which runs in
 * Playwright's global setup, not in the test worker: one link at a time, named by its hosted page.
 */
const razorpayUrl = () => `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`;

async function control(path: string, hostedPage: string): Promise<{ statuses?: number[] }> {
  const code = /\/i\/([A-Za-z0-9]+)$/.exec(new URL(hostedPage).pathname)?.[1];
  if (!code) throw new Error(`${hostedPage} is not a hosted payment page`);
  const res = await fetch(`${razorpayUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  if (!res.ok) throw new Error(`the fake Razorpay answered ${res.status} to ${path}`);
  return (await res.json()) as { statuses?: number[] };
}

/** Keeps back the link's webhooks, and has Razorpay's API answer 503 about it, until released. */
export async function holdWebhooks(hostedPage: string): Promise<void> {
  await control("/__hold-webhooks", hostedPage);
}

/** Delivers the link's kept-back webhooks; the HTTP statuses the app answered, in order. */
export async function releaseWebhooks(hostedPage: string): Promise<number[]> {
  return (await control("/__release-webhooks", hostedPage)).statuses ?? [];
}

/** Delivers every webhook of the link once more (Razorpay retrying); the statuses answered. */
export async function redeliverWebhooks(hostedPage: string): Promise<number[]> {
  return (await control("/__redeliver", hostedPage)).statuses ?? [];
}
