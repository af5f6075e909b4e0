/**
 * Staff roles. Two exist: partner (works leads) and admin (everything a partner does, plus tags,
 * users, deletions and settings). A guard asking for partner admits both; asking for admin admits
 * only admin. Any other role value, or none, is let in nowhere.
 */
export const STAFF_ROLES = ["partner", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const RANK: Record<StaffRole, number> = { partner: 1, admin: 2 };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when a user with `role` may enter what requires `required`. */
export function roleAllows(role: unknown, required: StaffRole): boolean {
  return isStaffRole(role) && RANK[role] >= RANK[required];
}
