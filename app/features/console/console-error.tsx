import { ShieldAlertIcon, TriangleAlertIcon } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";

/** True for the guard's answer to a signed-in person who holds no staff role. */
export function isAccessDenied(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 403 &&
    (error.data as { accessDenied?: unknown } | null)?.accessDenied === true
  );
}

/**
 * What a console page shows when it cannot show itself: Access Denied for someone without a staff
 * role, otherwise a calm note and a way to try again. Nothing about the failure's internals.
 */
export function ConsoleErrorView({
  error,
  retryHref,
  inShell = false,
}: {
  error: unknown;
  retryHref: string;
  /** Shown in place of one tab, inside the console's own frame and its main landmark. */
  inShell?: boolean;
}) {
  const denied = isAccessDenied(error);
  const Icon = denied ? ShieldAlertIcon : TriangleAlertIcon;
  const Frame = inShell ? "div" : "main";
  return (
    <Frame
      id={inShell ? undefined : "main"}
      className={
        inShell
          ? "flex items-center justify-center px-4 py-16"
          : "flex min-h-dvh items-center justify-center bg-sand-50 px-4 py-16"
      }
    >
      <div
        role={denied ? undefined : "alert"}
        className="w-full max-w-md rounded-2xl border border-sand-200 bg-white p-8 text-center shadow-sm"
      >
        <Icon className="mx-auto size-8 text-gold-700" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl text-ink-900">
          {denied ? "Access Denied" : "The console could not be loaded"}
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-ink-700">
          {denied
            ? "You don't have permission to access this area."
            : "Something went wrong on our side. Please try again in a moment."}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {denied ? null : (
            <Button asChild variant="ink">
              <a href={retryHref}>Try again</a>
            </Button>
          )}
          <Button asChild variant={denied ? "ink" : "outline"}>
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </div>
    </Frame>
  );
}

/** A tab's error boundary: the note in place of the tab, the tab bar still there to move on. */
export function ConsoleTabError({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  return <ConsoleErrorView error={error} retryHref={`${pathname}${search}`} inShell />;
}
