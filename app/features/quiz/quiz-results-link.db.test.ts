import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { action as mailAction } from "~/routes/api.v1.quiz.results-link";
import { loader as linkLoader } from "~/routes/quiz.results.$token";
import { outbox } from "~/server/db/schema.server";
import { setConfigForTests } from "~/server/config.server";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/fakes/sms-gateway";
import { flowRoutes } from "../../../tests/helpers/flow-routes";
import { QUIZ_SUBMISSIONS_URL, TOP_ANSWERS, mobileSequence } from "../../../tests/helpers/quiz-requests";
// Aliased: the react-hooks lint rule reads any use* call as a React hook.
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig as applyTestConfig } from "../../../tests/helpers/verification";
import { quizResultsByLink } from "./quiz-flow.server";
import type { QuizResults } from "./quiz-types";

const testDb = setUpTestDatabase();
let gateway: FakeSmsGateway;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  applyTestConfig({ SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: gateway.webhookUrl, SMS_TIMEOUT_MS: "8000" });
});
afterAll(async () => {
  setConfigForTests(undefined);
  await gateway.stop();
});

let seq = 0;
const freshPhone = mobileSequence("97");
const routes = flowRoutes("quiz", QUIZ_SUBMISSIONS_URL, () => `198.51.100.${++seq % 250}`);
const DAY_MS = 24 * 60 * 60 * 1000;

async function verifiedQuiz() {
  const phone = freshPhone();
  const started = await routes.start({ name: "Kavya Iyer", phone, answers: TOP_ANSWERS });
  const { submissionId } = (await started.json()) as { submissionId: string };
  const code = gateway.lastCodeFor(`+91${phone}`)!;
  const verified = await routes.verify(submissionId, { code });
  expect(verified.status).toBe(200);
  const cookie = verified.headers.get("set-cookie")!.split(";")[0]!;
  return { submissionId, cookie, results: ((await verified.json()) as { result: QuizResults }).result };
}

const tokenOf = (path: string) => path.replace("/quiz/results/", "");
const open = (token: string) =>
  linkLoader({
    request: new Request(`http://x/quiz/results/${token}`),
    params: { token },
    context: {},
  } as never);

describe("the quiz results' link", () => {
  it("opens the same results for a day after the check, with no cookie and no new code", async () => {
    const sent = gateway.messages.length;
    const { submissionId, results } = await verifiedQuiz();
    expect(results.link).not.toBeNull();
    const { path, expiresAt } = results.link!;
    expect(path).toMatch(new RegExp(`^/quiz/results/${submissionId}\\.[A-Za-z0-9_-]{43}$`));
    const expires = Date.parse(expiresAt);
    expect(expires - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(DAY_MS);

    const opened = (await open(tokenOf(path))) as { data: { results: QuizResults }; init: ResponseInit };
    expect(opened.data.results).toEqual(results);
    const headers = new Headers(opened.init.headers);
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    // Only the one code of the check was ever sent.
    expect(gateway.messages.length - sent).toBe(1);
  });

  it("is refused once its day is over, when its signature is changed, or for another submission", async () => {
    const { submissionId, results } = await verifiedQuiz();
    const other = await verifiedQuiz();
    const token = tokenOf(results.link!.path);
    const expires = Date.parse(results.link!.expiresAt);
    expect(await quizResultsByLink(token, { now: expires - 1000 })).toEqual(results);
    expect(await quizResultsByLink(token, { now: expires })).toBeNull();

    const signature = token.split(".")[1]!;
    const flipped = `${submissionId}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(await quizResultsByLink(flipped)).toBeNull();
    expect(await quizResultsByLink(`${other.submissionId}.${signature}`)).toBeNull();
    expect(await quizResultsByLink(submissionId)).toBeNull();

    const refused = await open(flipped).catch((e: unknown) => e);
    expect((refused as { init: ResponseInit }).init.status).toBe(404);
  });

  it("is e-mailed on request, only from the browser that checked the code", async () => {
    const { submissionId, cookie, results } = await verifiedQuiz();
    const mail = (body: unknown, withCookie = true) =>
      mailAction({
        request: new Request("http://x/api/v1/quiz/results-link", {
          method: "POST",
          headers: { "content-type": "application/json", ...(withCookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
        params: {},
        context: {},
      } as never);
    const mails = async () =>
      (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter(
        (row) => (row.payload as { to?: string }).to === "kavya@example.in",
      );

    const stranger = await mail({ submissionId, email: "kavya@example.in" }, false);
    expect(stranger.status).toBe(403);
    const badAddress = await mail({ submissionId, email: "kavya@" });
    expect(badAddress.status).toBe(400);
    expect(((await badAddress.json()) as { error: { field: string } }).error.field).toBe("email");
    expect(await mails()).toHaveLength(0);

    const sent = await mail({ submissionId, email: "kavya@example.in" });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      toast: { title: "Link sent", description: "We e-mailed your results link to kavya@example.in." },
    });
    const [queued, ...more] = await mails();
    expect(more).toHaveLength(0);
    const payload = queued!.payload as { to: string; audience: string; text: string };
    expect(payload.to).toBe("kavya@example.in");
    expect(payload.audience).toBe("visitor");
    expect(payload.text).toContain(`${results.link!.path}\n`);
  });
});
