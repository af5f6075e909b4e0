import { data } from "react-router";

/**
 * For loaders of pages about one thing (a destination, hotel or package): the thing, or a 404 thrown
 * to the route's ErrorBoundary, which shows its not-found section with the right status code.
 */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
