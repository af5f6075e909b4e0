export { CONSOLE_HEADERS } from "./console-headers.server";
