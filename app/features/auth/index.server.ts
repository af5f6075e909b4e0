export {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  getAuth,
  isServedAuthRoute,
  refuseUnservedAuthPath,
  withAuthRequest,
} from "./auth.server";
export {
  isSameOriginRequest,
  readStaffSession,
  requireStaff,
  requireStaffApi,
  type StaffContext,
  type StaffUser,
} from "./guard.server";
export {
  StaffUserError,
  announceFirstAdminSetup,
  completeFirstAdminSetup,
  createStaffUser,
  generatePassword,
  isSetupTokenValid,
  newStaffUserSchema,
} from "./staff-users.server";
export {
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
export { ownPhoto, setOwnPhoto } from "./staff-photo.server";
