export {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  CODE_LOCKOUT,
  PASSWORD_LOCKOUT,
  SIGN_IN_CODE,
  getAuth,
  isServedAuthRoute,
  refuseUnservedAuthPath,
  withAuthRequest,
  type Auth,
} from "./auth.server";
export {
  isSameOriginRequest,
  readStaffSession,
  requireStaff,
  requireStaffApi,
  type StaffContext,
  type StaffSession,
  type StaffUser,
} from "./guard.server";
export {
  StaffUserError,
  announceFirstAdminSetup,
  completeFirstAdminSetup,
  countStaffUsers,
  createStaffUser,
  generatePassword,
  isSetupTokenValid,
  issueFirstAdminSetupLink,
  newStaffUserSchema,
} from "./staff-users.server";
export {
  PASSWORD_LINK_HOURS,
  StaffAdminError,
  completePasswordLink,
  inviteSchema,
  inviteStaffUser,
  passwordLinkFor,
  resetStaffPassword,
  revokeStaffSessions,
  roleSchema,
  setStaffActive,
  setStaffRole,
} from "./staff-admin.server";
export {
  formPassword,
  formText,
  keepConnectionHeader,
  linkToken,
  readPasswordForm,
  withPasswordRules,
} from "./password-form.server";
