export { STAFF_ROLES, isStaffRole, roleAllows, type StaffRole } from "./roles";
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeaknesses } from "./password-policy";
