import type { QuizResults, QuizSendSuccess } from "./quiz-types";

/**
 * The browser side of the quiz endpoints. Never throws: a network failure comes back as status 0
 * so the page can show the spec's fallback text.
 */
export type QuizApiErrorBody = {
  title: string;
  description: string;
  field?: string;
  outcome?: string;
  retryAfterSeconds?: number;
  submissionId?: string;
};

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error?: QuizApiErrorBody };

async function postJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0 };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // a proxy's HTML error page: no message to show
  }
  if (response.ok) return { ok: true, data: json as T };
  const error = (json as { error?: QuizApiErrorBody } | null)?.error;
  return { ok: false, status: response.status, error: error && typeof error.title === "string" ? error : undefined };
}

const base = "/api/v1/quiz/submissions";

export const submitQuiz = (input: { name: string; phone: string; answers: string[] }) => postJson<QuizSendSuccess>(base, input);

export const resendQuizCode = (submissionId: string) => postJson<QuizSendSuccess>(`${base}/${encodeURIComponent(submissionId)}/resend`, {});

export const verifyQuizCode = (submissionId: string, code: string) =>
  postJson<{ results: QuizResults; toast?: { title: string; description: string } }>(`${base}/${encodeURIComponent(submissionId)}/verify`, { code });
