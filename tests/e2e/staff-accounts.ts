/** The staff accounts the e2e server is seeded with (tests/fakes/e2e-seed.ts). */
export const E2E_STAFF_PASSWORD = "monsoon-cardamom-harbour-42";

export const E2E_STAFF = {
  admin: { email: "admin@e2e.test", name: "Asha Admin", role: "admin" },
  partner: { email: "partner@e2e.test", name: "Pranav Partner", role: "partner" },
  none: { email: "none@e2e.test", name: "Nila Norole", role: "none" },
  // Each browser project's own account, for tests that end its other sessions (which would sign
  // out parallel tests sharing an account).
  soloDesktop: { email: "solo-desktop@e2e.test", name: "Sol Desktop", role: "partner" },
  soloPhone: { email: "solo-phone@e2e.test", name: "Sol Phone", role: "partner" },
} as const;

export type StaffWho = keyof typeof E2E_STAFF;
