/**
 * What one request works out once and all of its loaders share, such as who is signed in.
 *
 * React Router runs a navigation's loaders (the console's shell and its tab) in parallel, each with
 * its own copy of the Request, so a cache keyed by the Request finds nothing; the load context is
 * the one object they all get, so the memo lives there (server/app.ts puts a fresh one in each
 * request's context). A later request starts empty: nothing read here outlives its request.
 */
export type RequestMemo = <T>(key: symbol, compute: () => Promise<T>) => Promise<T>;

export function createRequestMemo(): RequestMemo {
  const known = new Map<symbol, Promise<unknown>>();
  return <T>(key: symbol, compute: () => Promise<T>) => {
    let found = known.get(key) as Promise<T> | undefined;
    if (!found) {
      found = compute();
      known.set(key, found);
    }
    return found;
  };
}
