import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

type Options = {
  /** Wait this long after the last change before writing the URL (typing, dragging a slider). */
  debounceMs?: number;
};

/**
 * Filters that live in the URL query, so a filtered view can be shared and survives a reload.
 *
 * The filters are applied from React state at once (live filtering); the URL follows, replaced
 * rather than pushed so every keystroke does not become a history entry, and debounced so a drag or
 * a typed word becomes one navigation. When the URL changes from outside (back/forward, a link to a
 * filtered view) the state follows it. The server render reads the same query through
 * useSearchParams, so a shared link renders filtered HTML that hydrates without a mismatch.
 * Pass module-level `parse` and `serialize` functions (stable identities). `serialize` also gets the
 * query as it stands, so a list whose URL carries more than its filters (an open record, a page) can
 * keep or drop the rest (see defineUrlFilters).
 */
export function useUrlFilters<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (filters: T, current: URLSearchParams) => URLSearchParams,
  { debounceMs = 0 }: Options = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const [filters, setFiltersState] = useState<T>(() => parse(searchParams));
  // The query this hook last wrote (or adopted): any other value came from outside.
  const known = useRef(urlKey);
  const timer = useRef<number | undefined>(undefined);
  // The query as of the latest render: a debounced write starts from it, not from the one it was typed in.
  const current = useRef(searchParams);
  current.current = searchParams;

  useEffect(() => {
    if (urlKey === known.current) return;
    window.clearTimeout(timer.current);
    known.current = urlKey;
    setFiltersState(parse(new URLSearchParams(urlKey)));
  }, [urlKey, parse]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const write = useCallback(
    (next: T) => {
      const params = serialize(next, new URLSearchParams(current.current));
      known.current = params.toString();
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [serialize, setSearchParams],
  );

  const setFilters = useCallback(
    (next: T, { immediate = false }: { immediate?: boolean } = {}) => {
      setFiltersState(next);
      window.clearTimeout(timer.current);
      if (immediate || debounceMs <= 0) write(next);
      else timer.current = window.setTimeout(() => write(next), debounceMs);
    },
    [debounceMs, write],
  );

  return [filters, setFilters] as const;
}
