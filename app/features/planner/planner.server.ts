import { sql } from "drizzle-orm";
import { clientKey } from "~/server/api-rate-limits.server";
import { getConfig } from "~/server/config.server";
import { getDb, queryRows, type Database } from "~/server/db/db.server";
import { errorResponse, readJsonObject, tooManyRequests } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { countInWindows } from "~/server/rate-limit-counters.server";
import { formatWait } from "~/lib/format";
import { PLANNER_TEXT, plannerRequestSchema, type PlannerChunk } from "./chat-schema";
import { createOfflinePlanner } from "./offline-model.server";
import { createOpenAiPlanner } from "./openai-planner.server";
import { PlannerError, type PlannerModel } from "./planner-model.server";

/**
 * POST /api/v1/planner/chat: the conversation in, the reply out as server-sent events in the
 * chat-completions chunk shape (`data: {"choices":[{"delta":{"content":"…"}}]}` … `data: [DONE]`),
 * whichever planner answered, so the page has one way to read it. A failure before the first piece
 * is a JSON error in the page's words; one after it is an error event, and what arrived stays.
 * A visitor who leaves (or presses Stop) cancels the model's request.
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

/** The model to ask: the configured one while today's token budget lasts, else the built-in planner. */
async function chooseModel(db: Database, now: Date): Promise<PlannerModel> {
  if (modelOverride) return modelOverride;
  const config = getConfig();
  if (!config.LLM_BASE_URL) return createOfflinePlanner();
  if ((await tokensUsedToday(db, now)) >= config.LLM_DAILY_TOKEN_BUDGET) {
    logger.warn("planner: today's model token budget is used up; the built-in planner answers");
    return createOfflinePlanner();
  }
  return createOpenAiPlanner({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    onUsage: (tokens) =>
      void addTokens(db, now, tokens).catch((err: unknown) =>
        logger.error({ err }, "planner: token use not counted"),
      ),
  });
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
  let db: Database;
  let model: PlannerModel;
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
    model = await chooseModel(db, now);
  } catch (err) {
    logger.error({ err }, "planner: could not start");
    return errorResponse(503, failed("the planner is unavailable for a moment. Please try again."));
  }

  const upstream = new AbortController();
  const onClientGone = () => upstream.abort();
  request.signal.addEventListener("abort", onClientGone, { once: true });
  const reply = model.stream(
    parsed.data.messages,
    { fromPath: parsed.data.userContext?.fromPath ?? null, now },
    upstream.signal,
  );
  const pieces = reply[Symbol.asyncIterator]();

  // The first piece decides between a JSON error and a stream.
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (err) {
    request.signal.removeEventListener("abort", onClientGone);
    const message = err instanceof PlannerError ? err.message : PLANNER_TEXT.unknown;
    if (!(err instanceof PlannerError)) logger.error({ err, model: model.name }, "planner: the model failed");
    else logger.warn({ model: model.name, reason: err.message }, "planner: no reply");
    return errorResponse(
      502,
      err instanceof PlannerError && err.kind === "invalid"
        ? { title: "Error", description: PLANNER_TEXT.invalid }
        : failed(message),
    );
  }

  // Set when the visitor leaves or presses Stop: a piece still in flight then has nowhere to go, and
  // the model's request ending because we aborted it is not a reply that "stopped midway".
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
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
        logger.warn({ err, model: model.name }, "planner: the reply stopped midway");
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
