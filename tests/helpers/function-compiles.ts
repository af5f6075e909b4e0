import { vi } from "vitest";

/**
 * Every code string handed to the Function constructor from now on (what a page's Content Security
 * Policy, with no eval, would refuse). Undone by `vi.unstubAllGlobals()`.
 */
export function watchFunctionCompiles() {
  const compiled: string[] = [];
  vi.stubGlobal(
    "Function",
    new Proxy(Function, {
      construct(target, args: string[]) {
        compiled.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
    }),
  );
  return compiled;
}
