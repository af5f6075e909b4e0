import type { ConsoleTab } from "../shell/tab-entry";

/**
 * The Payments tab's entry in the console's tab table (shell/tabs.ts): "g m" for money, as "p" is
 * the pipeline's. Partners collect on their own leads; only-my-records applies.
 */
export const paymentsTabEntry = {
  id: "payments",
  label: "Payments",
  key: "m",
  role: "partner",
} as const satisfies ConsoleTab;
