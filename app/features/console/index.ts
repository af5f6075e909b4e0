// The VOX console's frame: shell, command menu, keyboard moves, session watching, error views.
export { ConsoleErrorView, ConsoleTabError } from "./console-error";
export { ConsoleShell } from "./console-shell";
