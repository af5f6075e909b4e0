/** Where a console whose session ended sends the person: sign-in, then back to this very view. */
export function sessionEndedHref(pathAndSearch: string): string {
  return `/auth?${new URLSearchParams({ reason: "session_ended", redirectTo: pathAndSearch })}`;
}
