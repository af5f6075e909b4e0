import type { StaffRole } from "~/features/auth";

/**
 * One console tab as the shell sees it. Each tab folder declares its own entry (its `tab.ts`) and
 * shell/tabs.ts lists them in order: the shell reads this table and never names a tab.
 */
export type ConsoleTab = {
  /** The tab's path segment: the tab lives at /vox/<id>, with its route module routes/vox.<id>.tsx. */
  id: string;
  label: string;
  /** The letter after "g" that jumps to the tab. */
  key: string;
  /** The least role that may open it; below it the tab is neither shown nor loaded. */
  role: StaffRole;
  /** The tab reads `?contact=`, so switching to it keeps the contact in view. */
  takesContact?: boolean;
  /** A count shown on the tab: "overdue" tasks, or "live" leads that arrived since the page opened. */
  badge?: "overdue" | "live";
};
