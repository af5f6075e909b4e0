import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";

export type ConsoleFailure = {
  status: number;
  title: string;
  description: string;
  field?: string;
  /** Whatever else the endpoint said about the refusal (e.g. the id of the record already there). */
  extra?: Record<string, unknown>;
};
export type ConsoleResult<T> = { ok: true; data: T } | ({ ok: false } & ConsoleFailure);

/**
 * Calls a console endpoint with JSON and reads either answer shape: a route's
 * `{ error: { title, description, field } }` or the session guard's `{ code, error }`.
 */
export async function consoleRequest<T = unknown>(
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
): Promise<ConsoleResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return {
      ok: false,
      status: 0,
      title: "Not saved",
      description: "The console could not reach the server. Check the connection and try again.",
    };
  }
  const parsed = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, data: parsed as T };
  const error = parsed?.error;
  if (error && typeof error === "object") {
    const { title, description, field, ...extra } = error as {
      title?: string;
      description?: string;
      field?: string;
    };
    return {
      ok: false,
      status: response.status,
      title: title ?? "Not saved",
      description: description ?? "Please try again.",
      field,
      extra,
    };
  }
  return {
    ok: false,
    status: response.status,
    title: response.status === 429 ? "Too Many Requests" : "Not saved",
    description: typeof error === "string" ? error : "Something went wrong on our side. Please try again.",
  };
}

/**
 * A console write from a component: pending while it runs, a toast either way, and the page's data
 * read again on success so every tab shows the change.
 */
export function useConsoleAction() {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async <T = unknown>(
      method: "POST" | "PATCH" | "PUT" | "DELETE",
      url: string,
      body: unknown,
      messages: { success: string; successDescription?: string; quiet?: boolean },
    ): Promise<ConsoleResult<T>> => {
      setPending(true);
      try {
        const result = await consoleRequest<T>(method, url, body);
        if (result.ok) {
          if (!messages.quiet) showSuccessToast(messages.success, messages.successDescription);
          await revalidator.revalidate();
        } else {
          showErrorToast(result.title, result.description);
        }
        return result;
      } finally {
        setPending(false);
      }
    },
    [revalidator],
  );
  return { run, pending };
}
