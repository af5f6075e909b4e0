import { afterEach, expect, it, vi } from "vitest";
import { watchFunctionCompiles } from "../../tests/helpers/function-compiles";

afterEach(() => {
  vi.unstubAllGlobals();
});

it("zod/mini taken from ~/lib/zod-mini neither probes for eval nor compiles a parser with it", async () => {
  const compiled = watchFunctionCompiles();
  const z = await import("./zod-mini");
  const { config } = await import("zod/v4/core");
  expect(config().jitless).toBe(true);

  const callback = z.object({ name: z.string().check(z.minLength(1)), adults: z.number() });
  const value = { name: "Asha", adults: 2 };
  for (let i = 0; i < 3; i++) expect(callback.parse(value)).toEqual(value);
  expect(callback.safeParse({ name: "", adults: 2 }).success).toBe(false);
  expect(compiled).toEqual([]);
});
