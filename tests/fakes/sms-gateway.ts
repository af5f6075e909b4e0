import { phoneDigits, startFakeHttpServer, type FakeBehaviour, type FakeServer } from "./fake-http-server";

/**
 * The fake of the generic SMS webhook (SMS_PROVIDER=webhook). It records every message so a test
 * can read the code "as a person reads their phone":
 *   POST /sms            {to, text, code} (optional Bearer token)   → 202 {"id": "…"}
 *   GET  /messages?to=+91…                                          → {"messages": [...]}, oldest first
 *   DELETE /messages                                                 → clears the inbox
 *   POST /__behaviour    {"mode": "ok" | "error" | "slow" | "hang", "delayMs"?, "status"?}
 *   POST /__fail         {"to": "+91…"}  → sends to that one number answer 500 (parallel tests stay unaffected)
 */
export type GatewayMessage = { id: string; to: string; text: string; code?: string; receivedAt: string };

export type FakeSmsGateway = FakeServer & {
  webhookUrl: string;
  messages: GatewayMessage[];
  messagesFor(to: string): GatewayMessage[];
  lastCodeFor(to: string): string | undefined;
  clear(): void;
  failFor(to: string): void;
};

export async function startFakeSmsGateway(
  options: { port?: number; host?: string; token?: string } = {},
): Promise<FakeSmsGateway> {
  const messages: GatewayMessage[] = [];
  const failing = new Set<string>();
  let seq = 0;
  const messagesFor = (to: string) => messages.filter((m) => phoneDigits(m.to) === phoneDigits(to));

  const server = await startFakeHttpServer((req, behaviour) => {
    const { pathname } = req.url;
    if (req.method === "GET" && pathname === "/messages") {
      const to = req.url.searchParams.get("to");
      return { status: 200, body: { messages: to ? messagesFor(to) : messages } };
    }
    if (req.method === "DELETE" && pathname === "/messages") {
      messages.length = 0;
      return { status: 204, body: "" };
    }
    if (req.method === "POST" && pathname === "/__behaviour") {
      const next = JSON.parse(req.body || "{}") as FakeBehaviour;
      server.setBehaviour(next);
      return { status: 200, body: { behaviour: next } };
    }
    if (req.method === "POST" && pathname === "/__fail") {
      const { to } = JSON.parse(req.body || "{}") as { to?: string };
      if (to) failing.add(phoneDigits(to));
      return { status: 200, body: { failing: [...failing] } };
    }
    if (req.method === "POST" && pathname === "/sms") {
      if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
        return { status: 401, body: { error: "invalid token" } };
      }
      if (behaviour.mode === "error")
        return { status: behaviour.status ?? 500, body: { error: "gateway unavailable" } };
      let payload: { to?: unknown; text?: unknown; code?: unknown };
      try {
        payload = JSON.parse(req.body);
      } catch {
        return { status: 400, body: { error: "body must be JSON" } };
      }
      if (typeof payload.to !== "string" || typeof payload.text !== "string")
        return { status: 422, body: { error: "to and text are required" } };
      if (failing.has(phoneDigits(payload.to)))
        return { status: 500, body: { error: "carrier rejected the message" } };
      const message: GatewayMessage = {
        id: `msg_${++seq}`,
        to: payload.to,
        text: payload.text,
        code: typeof payload.code === "string" ? payload.code : undefined,
        receivedAt: new Date().toISOString(),
      };
      messages.push(message);
      return { status: 202, body: { id: message.id } };
    }
    return { status: 404, body: { error: "not found" } };
  }, options);

  return Object.assign(server, {
    webhookUrl: `${server.url}/sms`,
    messages,
    messagesFor,
    lastCodeFor: (to: string) => messagesFor(to).at(-1)?.code,
    clear: () => void (messages.length = 0),
    failFor: (to: string) => void failing.add(phoneDigits(to)),
  });
}
