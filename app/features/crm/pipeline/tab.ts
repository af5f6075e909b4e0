import type { ConsoleTab } from "../shell/tab-entry";

/** The Pipeline tab's entry in the console's tab table (shell/tabs.ts). */
export const pipelineTabEntry = {
  id: "pipeline",
  label: "Pipeline",
  key: "p",
  role: "partner",
} as const satisfies ConsoleTab;
