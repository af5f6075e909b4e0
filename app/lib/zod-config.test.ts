import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

it("once it is imported, zod neither probes for eval nor compiles a parser with it", async () => {
  // Every code string zod would hand to the Function constructor: refused by the pages' CSP.
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
  await import("./zod-config");
  const { z } = await import("zod");
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
