// The VOX console's frame: shell, command menu, keyboard moves, session watching, error views.
export { ConsoleErrorView, ConsoleTabError, isAccessDenied } from "./console-error";
export { ConsoleShell, type ConsoleShellProps, type ConsoleShellTab } from "./console-shell";
export { sessionEndedHref } from "./console-url";
export { SESSION_CHANNEL } from "./console-session";
