import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";

/**
 * What each role may do, checked on the server by better-auth's admin plugin (users and sessions)
 * and by the console's own endpoints (contacts, pipeline, tasks, tags, audit log).
 */
export const statements = {
  ...defaultStatements,
  contact: ["read", "create", "update", "delete", "erase"],
  lead: ["read", "update"],
  task: ["read", "create", "update"],
  tag: ["apply", "manage"],
  audit: ["read"],
  settings: ["manage"],
} as const;

export const ac = createAccessControl(statements);

export const partnerRole = ac.newRole({
  contact: ["read", "create", "update"],
  lead: ["read", "update"],
  task: ["read", "create", "update"],
  tag: ["apply"],
});

export const adminRole = ac.newRole({
  ...adminAc.statements,
  contact: ["read", "create", "update", "delete", "erase"],
  lead: ["read", "update"],
  task: ["read", "create", "update"],
  tag: ["apply", "manage"],
  audit: ["read"],
  settings: ["manage"],
});

export const roles = { admin: adminRole, partner: partnerRole };
