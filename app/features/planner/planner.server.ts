import { sql } from "drizzle-orm";
import { clientKey } from "~/server/api-rate-limits.server";
import { getConfig } from "~/server/config.server";
import { getDb, queryRows, type Database } from "~/server/db/db.server";
import { errorResponse, readJsonObject, tooManyRequests } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { reportProviderFailure } from "~/server/provider-alerts.server";
import { countInWindows } from "~/server/rate-limit-counters.server";
import { formatWait } from "~/lib/format";
import { PLANNER_TEXT, plannerRequestSchema, type PlannerChunk } from "./chat-schema";
import { createOfflinePlanner } from "./offline-model.server";
import { createOpenAiPlanner, requestShapeFor } from "./openai-planner.server";
import { PlannerError, type PlannerModel, type ProviderDetail } from "./planner-model.server";
import { createProviderBreaker, type BreakerDecision, type ProviderBreaker } from "./provider-breaker.server";

/**
 * POST /api/v1/planner/chat: the conversation in, the reply out as server-sent events in the
 * chat-completions chunk shape (`data: {"choices":[{"delta":{"content":"…"}}]}` … `data: [DONE]`),
 * whichever planner answered, so the page has one way to read it. When the model cannot answer
 * (rate-limited, out of quota, erroring, unreachable or too slow before its first piece) the
 * built-in planner answers instead, after a notice event with a short note; what the provider said
 * goes to the log and the admins' alert, never to the visitor. A failure after the first piece is an
 * error event saying the reply was cut, and what arrived stays. A visitor who leaves (or presses
 * Stop) cancels the model's request.
 */

/** A visitor's whole conversation fits; a pasted book does not. */
const MAX_BODY_BYTES = 256 * 1024;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const failed = (message: string) => ({
  title: "Error",
  description: `${PLANNER_TEXT.failedPrefix}${message}`,
});

let modelOverride: PlannerModel | undefined;
export function setPlannerModelForTests(model: PlannerModel | undefined) {
  modelOverride = model;
}

const tokenKey = (now: Date) =>
  `planner:tokens:${new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10)}`;

async function tokensUsedToday(db: Database, now: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM rate_limit_counters WHERE key = ${tokenKey(now)}`,
  );
  return Number(row?.count ?? 0);
}

async function addTokens(db: Database, now: Date, tokens: number) {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  await db.execute(
    sql`INSERT INTO rate_limit_counters AS rl (key, window_start, count, expires_at)
      VALUES (${tokenKey(now)}, ${start}::timestamptz, ${tokens}::int, ${new Date(start.getTime() + 2 * DAY_MS)}::timestamptz)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rl.count + ${tokens}::int`,
  );
}

/**
 * The provider's rest after repeated failures (provider-breaker.server.ts): this process's own state,
 * rebuilt when the configured failure count changes (tests change it).
 */
const BREAKER_WINDOW_MS = 60_000;
const BREAKER_BASE_COOLDOWN_MS = 30_000;
const BREAKER_MAX_COOLDOWN_MS = 10 * 60_000;
let breaker: { failures: number; breaker: ProviderBreaker } | undefined;
function providerBreaker(): ProviderBreaker {
  const config = getConfig();
  if (breaker?.failures !== config.LLM_BREAKER_FAILURES) {
    breaker = {
      failures: config.LLM_BREAKER_FAILURES,
      breaker: createProviderBreaker({
        failures: config.LLM_BREAKER_FAILURES,
        windowMs: BREAKER_WINDOW_MS,
        baseCooldownMs: BREAKER_BASE_COOLDOWN_MS,
        maxCooldownMs: BREAKER_MAX_COOLDOWN_MS,
        probeTimeoutMs: config.LLM_TIMEOUT_MS + 5_000,
      }),
    };
  }
  return breaker.breaker;
}
export function resetPlannerBreakerForTests() {
  breaker = undefined;
}

/** Who answers: the model, or the built-in planner with the note saying why (none when no model is configured). */
type Choice =
  | { model: PlannerModel; asked: "model"; decision: BreakerDecision }
  | { model: PlannerModel; asked: "built-in"; note: string | null };

/** The model to ask: the configured one while today's token budget lasts and it is not resting, else the built-in planner. */
async function chooseModel(db: Database, now: Date): Promise<Choice> {
  if (modelOverride)
    return modelOverride.name === "openai"
      ? { model: modelOverride, asked: "model", decision: "closed" }
      : { model: modelOverride, asked: "built-in", note: null };
  const config = getConfig();
  if (!config.LLM_BASE_URL) return { model: createOfflinePlanner(), asked: "built-in", note: null };
  if ((await tokensUsedToday(db, now)) >= config.LLM_DAILY_TOKEN_BUDGET) {
    logger.warn("planner: today's model token budget is used up; the built-in planner answers");
    return { model: createOfflinePlanner(), asked: "built-in", note: PLANNER_TEXT.fallback };
  }
  const decision = providerBreaker().admit(now.getTime());
  if (decision === "open") {
    logger.info("planner: the model provider is resting; the built-in planner answers");
    return { model: createOfflinePlanner(), asked: "built-in", note: PLANNER_TEXT.fallback };
  }
  return {
    asked: "model",
    decision,
    model: createOpenAiPlanner({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      shape: requestShapeFor(config.LLM_MODEL, config.LLM_TOKEN_PARAM, config.LLM_SEND_TEMPERATURE),
      onUsage: (tokens) =>
        void addTokens(db, now, tokens).catch((err: unknown) =>
          logger.error({ err }, "planner: token use not counted"),
        ),
    }),
  };
}

/**
 * A provider failure: logged with what the provider said, counted by the breaker, and sent to the
 * admins when a person has to act or it has just rested the provider (at most one e-mail an hour).
 */
const FAILURE_LOG = {
  before: "planner: the model failed; the built-in planner answers",
  invalid: "planner: the model's answer had no reply in it",
  midway: "planner: the model's reply stopped midway",
} as const;

function providerFailed(
  db: Database,
  err: unknown,
  now: Date,
  /** When it failed, on the request's clock: a timeout ends LLM_TIMEOUT_MS after the request began. */
  atMs: number,
  where: keyof typeof FAILURE_LOG,
) {
  const detail: ProviderDetail =
    err instanceof PlannerError
      ? { ...err.detail }
      : { message: err instanceof Error ? err.message : String(err) };
  const resting = providerBreaker().failed(atMs, detail.retryAfterMs);
  const model = getConfig().LLM_MODEL;
  // The log redacts any field named "code" (it is usually a visitor's one-time code): the provider's
  // error code goes under its own name.
  const { code: errorCode, ...said } = detail;
  logger.warn(
    {
      provider: { ...said, ...(errorCode ? { errorCode } : {}) },
      model,
      resting,
      reason: err instanceof Error ? err.message : String(err),
    },
    FAILURE_LOG[where],
  );
  if (resting || needsAPerson(detail)) {
    // The admins' alert (at most one e-mail an hour per kind, shared by every process).
    void reportProviderFailure(
      {
        provider: "The planner's model provider",
        operation: `a planner reply (model ${model})`,
        status: detail.status ?? null,
        message: resting ? "repeated failures; it is rested for a while" : "a failure a person must look at",
        // Type and code first: the excerpt is cut to a few hundred characters.
        excerpt: JSON.stringify({ type: detail.type, code: detail.code, message: detail.message }),
        retryAfterMs: detail.retryAfterMs ?? null,
        code: detail.code ?? null,
      },
      { db, now },
    );
  }
}

/**
 * Failures a person has to act on: the key is wrong or revoked, the account is out of credit, or
 * the request is one the provider will never accept (e.g. a parameter the model refuses). A rate
 * limit or a server error passes by itself, and is worth an e-mail only when it rests the provider.
 */
function needsAPerson(detail: ProviderDetail): boolean {
  if (detail.type === "insufficient_quota" || detail.code === "insufficient_quota") return true;
  return detail.status !== undefined && detail.status >= 400 && detail.status < 500 && detail.status !== 429;
}

const encoder = new TextEncoder();
const event = (chunk: PlannerChunk | "[DONE]") =>
  encoder.encode(`data: ${chunk === "[DONE]" ? chunk : JSON.stringify(chunk)}\n\n`);

export async function plannerChat(
  request: Request,
  context: { ip: string; db?: Database; now?: Date },
): Promise<Response> {
  const read = await readJsonObject(
    request,
    failed("send the conversation as a JSON object"),
    MAX_BODY_BYTES,
  );
  if (!read.ok) return read.response;
  const parsed = plannerRequestSchema.safeParse(read.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return errorResponse(400, failed(issue?.message ?? PLANNER_TEXT.unknown), {
      field: String(issue?.path[0] ?? ""),
    });
  }
  const now = context.now ?? new Date();
  // The request's clock (tests give their own `now`), moving on in real time while the model answers.
  const began = Date.now();
  const clock = () => now.getTime() + (Date.now() - began);
  let db: Database;
  let choice: Choice;
  try {
    db = context.db ?? (await getDb());
    const refused = await countInWindows(
      db,
      [
        {
          key: `planner:${clientKey(context.ip)}:h`,
          windowMs: HOUR_MS,
          limit: getConfig().PLANNER_MESSAGES_PER_IP_HOUR,
        },
      ],
      now,
    );
    if (refused.length) {
      const wait = refused[0]!.retryAfterSeconds;
      return tooManyRequests(
        failed(
          `you have sent a lot of messages this hour. Please try again in ${formatWait(wait)}, or send your plan to an expert.`,
        ),
        wait,
      );
    }
    choice = await chooseModel(db, now);
  } catch (err) {
    logger.error({ err }, "planner: could not start");
    return errorResponse(503, failed("the planner is unavailable for a moment. Please try again."));
  }

  const upstream = new AbortController();
  const onClientGone = () => upstream.abort();
  request.signal.addEventListener("abort", onClientGone, { once: true });
  const turns = parsed.data.messages;
  const turnContext = { fromPath: parsed.data.userContext?.fromPath ?? null, now };
  let model = choice.model;
  let note = choice.asked === "built-in" ? choice.note : null;
  let pieces = model.stream(turns, turnContext, upstream.signal)[Symbol.asyncIterator]();

  // The first piece decides between a JSON error and a stream, and whether the model answers at all.
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
    if (choice.asked === "model") {
      if (!first.done) providerBreaker().succeeded(clock());
      else if (choice.decision === "probe") providerBreaker().abandoned();
    }
  } catch (err) {
    if (choice.asked !== "model" || (err instanceof PlannerError && err.kind === "invalid")) {
      request.signal.removeEventListener("abort", onClientGone);
      if (choice.asked === "model") providerFailed(db, err, now, clock(), "invalid");
      else logger.error({ err, model: model.name }, "planner: the built-in planner failed");
      return errorResponse(
        502,
        err instanceof PlannerError && err.kind === "invalid"
          ? { title: "Error", description: PLANNER_TEXT.invalid }
          : failed(PLANNER_TEXT.unknown),
      );
    }
    // The model could not answer: the built-in planner does, and the visitor is told so quietly.
    providerFailed(db, err, now, clock(), "before");
    model = createOfflinePlanner();
    note = PLANNER_TEXT.fallback;
    pieces = model.stream(turns, turnContext, upstream.signal)[Symbol.asyncIterator]();
    try {
      first = await pieces.next();
    } catch (offlineErr) {
      request.signal.removeEventListener("abort", onClientGone);
      logger.error({ err: offlineErr }, "planner: the built-in planner failed");
      return errorResponse(502, failed(PLANNER_TEXT.unknown));
    }
  }
  const asked = model.name === "openai" ? choice : null;

  // Set when the visitor leaves or presses Stop: a piece still in flight then has nowhere to go, and
  // the model's request ending because we aborted it is not a reply that "stopped midway".
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (note) controller.enqueue(event({ notice: { message: note } }));
      if (!first.done) controller.enqueue(event({ choices: [{ delta: { content: first.value } }] }));
    },
    async pull(controller) {
      if (first.done) {
        controller.enqueue(event("[DONE]"));
        controller.close();
        return;
      }
      try {
        const next = await pieces.next();
        if (cancelled) return;
        if (next.done) {
          controller.enqueue(event("[DONE]"));
          controller.close();
          request.signal.removeEventListener("abort", onClientGone);
          return;
        }
        controller.enqueue(event({ choices: [{ delta: { content: next.value } }] }));
      } catch (err) {
        if (cancelled) return;
        if (err instanceof PlannerError && err.kind === "length") {
          // The model reached its length cap: a whole reply as far as the provider goes, but cut for the visitor.
          logger.info({ model: model.name }, "planner: the reply reached the model's length cap");
        } else if (asked) providerFailed(db, err, now, clock(), "midway");
        else logger.warn({ err, model: model.name }, "planner: the reply stopped midway");
        const message =
          err instanceof PlannerError && err.kind === "invalid" ? PLANNER_TEXT.invalid : PLANNER_TEXT.cut;
        controller.enqueue(event({ error: { message, cut: true } }));
        controller.enqueue(event("[DONE]"));
        controller.close();
      }
    },
    cancel() {
      cancelled = true;
      upstream.abort();
      void pieces.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      "X-Planner": model.name,
    },
  });
}
