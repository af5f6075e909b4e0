/** Where the shell's parts show: the staff pages (sign-in, console, help centre) have no public header. */
const HEADER_HIDDEN_PREFIXES = ["/auth", "/vox", "/faq"];

const matchesPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isHeaderHidden(pathname: string) {
  return HEADER_HIDDEN_PREFIXES.some((p) => matchesPrefix(pathname, p));
}

/** The footer is also hidden on the full-height planner chat. */
export function isFooterHidden(pathname: string) {
  return isHeaderHidden(pathname) || matchesPrefix(pathname, "/luxe-match");
}

/** The mobile bottom bar, floating chat button and deals viewer follow the footer. */
export const areMobileOverlaysHidden = isFooterHidden;

/** Bottom bar: Home is active only on the exact path, the others by path prefix. */
export function isNavItemActive(itemPath: string, pathname: string) {
  return itemPath === "/" ? pathname === "/" : matchesPrefix(pathname, itemPath);
}
