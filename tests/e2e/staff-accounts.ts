/** The staff accounts the e2e server is seeded with (tests/fakes/e2e-seed.ts). */
export const E2E_STAFF_PASSWORD = "monsoon-cardamom-harbour-42";

export const E2E_STAFF = {
  admin: { email: "admin@e2e.test", name: "Asha Admin", role: "admin" },
  partner: { email: "partner@e2e.test", name: "Pranav Partner", role: "partner" },
  none: { email: "none@e2e.test", name: "Nila Norole", role: "none" },
  // One account per test and browser project, for tests that read "the newest code" by hand or end
  // other sessions: with a shared account a parallel test's sign-in would get in the way.
  flowDesktop: { email: "flow-desktop@e2e.test", name: "Farah Desktop", role: "admin" },
  flowPhone: { email: "flow-phone@e2e.test", name: "Farah Phone", role: "admin" },
  codeDesktop: { email: "code-desktop@e2e.test", name: "Kiran Desktop", role: "partner" },
  codePhone: { email: "code-phone@e2e.test", name: "Kiran Phone", role: "partner" },
  soloDesktop: { email: "solo-desktop@e2e.test", name: "Sol Desktop", role: "partner" },
  soloPhone: { email: "solo-phone@e2e.test", name: "Sol Phone", role: "partner" },
  // The pipeline tests' own leads are theirs (tests/fakes/e2e-seed-crm.ts): a board filtered to
  // "me" holds only them.
  boardDesktop: { email: "board-desktop@e2e.test", name: "Bina Desktop", role: "partner" },
  boardPhone: { email: "board-phone@e2e.test", name: "Bina Phone", role: "partner" },
  // Signing out of other devices ends every other session of the account, so that test has its own.
  devicesDesktop: { email: "devices-desktop@e2e.test", name: "Devi Desktop", role: "partner" },
  devicesPhone: { email: "devices-phone@e2e.test", name: "Devi Phone", role: "partner" },
  // Reads its own code by hand after a sign-in that lands somewhere other than asked.
  redirectDesktop: { email: "redirect-desktop@e2e.test", name: "Rhea Desktop", role: "partner" },
  redirectPhone: { email: "redirect-phone@e2e.test", name: "Rhea Phone", role: "partner" },
  // Starts without the export permission that the CSV test has an admin grant: the permission
  // stays granted, so a shared partner would already have it in the second browser project.
  exportDesktop: { email: "export-desktop@e2e.test", name: "Esha Desktop", role: "partner" },
  exportPhone: { email: "export-phone@e2e.test", name: "Esha Phone", role: "partner" },
} as const;

export type StaffWho = keyof typeof E2E_STAFF;

/** This test's own account in this browser project (see above). */
export function ownAccount(
  kind: "flow" | "code" | "solo" | "board" | "devices" | "redirect" | "export",
  project: string,
): StaffWho {
  return `${kind}${project === "phone" ? "Phone" : "Desktop"}`;
}
