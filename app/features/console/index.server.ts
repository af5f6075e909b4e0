export { CONSOLE_HEADERS } from "./console-headers.server";
export { loadStandInTab } from "./tab-stand-ins.server";
