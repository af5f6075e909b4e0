export { roleAllows, type StaffRole } from "./roles";
export { SignInPage } from "./sign-in-page";
export { safeRedirect } from "./auth-client";
export { AccountPage } from "./account-page";
export { SetupPage } from "./setup-page";
export { SetPasswordPage } from "./set-password-page";
export { STAFF_PHOTO_TEXT, staffPhotoSchema } from "./staff-photo";
