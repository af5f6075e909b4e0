import { afterEach, expect, it, vi } from "vitest";
import { watchFunctionCompiles } from "../../tests/helpers/function-compiles";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Its own file (zod-mini.test.ts has the other): each test file loads zod afresh.
it("zod taken from ~/lib/zod neither probes for eval nor compiles a parser with it", async () => {
  const compiled = watchFunctionCompiles();
  const { z } = await import("./zod");
  expect(z.config().jitless).toBe(true);

  const lead = z.object({ name: z.string().min(1), adults: z.number().int(), tags: z.array(z.string()) });
  const value = { name: "Asha", adults: 2, tags: ["honeymoon"] };
  for (let i = 0; i < 3; i++) expect(lead.parse(value)).toEqual(value);
  expect(lead.safeParse({ name: "", adults: 2.5, tags: [] }).error?.issues.map((i) => i.path[0])).toEqual([
    "name",
    "adults",
  ]);
  expect(compiled).toEqual([]);
});
