export { STAFF_ROLES, isStaffRole, roleAllows, type StaffRole } from "./roles";
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeaknesses } from "./password-policy";
export { AuthFrame, SignInPage } from "./sign-in-page";
export {
  authRequest,
  maskEmail,
  safeRedirect,
  SESSION_ENDED,
  SERVICE_DOWN,
  type AuthError,
} from "./auth-client";
export { AccountPage } from "./account-page";
export { SetupPage } from "./setup-page";
export { SetPasswordPage } from "./set-password-page";
