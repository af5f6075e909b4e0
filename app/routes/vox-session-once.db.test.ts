import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getAuth } from "~/features/auth/index.server";
import { getConfig } from "~/server/config.server";
import { authSession } from "~/server/db/schema.server";
import { createRequestMemo } from "~/server/request-memo.server";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { captureMail, createTestStaff, signIn, type CookieJar } from "../../tests/helpers/staff-auth";
import { loader as shellLoader } from "./vox";
import { loader as contactsLoader } from "./vox.contacts";

/**
 * A tab change runs the shell's loader and the tab's loader in parallel, both checking the session:
 * with the request's load context (as server/app.ts builds it) they read it from the database once.
 */
const t = setUpTestDatabase();
let mail: ReturnType<typeof captureMail>;
let jar: CookieJar;
let userId: string;

beforeAll(async () => {
  mail = captureMail();
  const staff = await createTestStaff(t.db, "partner");
  userId = staff.id;
  jar = await signIn(mail, staff.email);
});
afterAll(() => mail.stop());
afterEach(() => vi.restoreAllMocks());

/** One navigation: both loaders, each with its own copy of the request, sharing one context. */
function navigate(context: { memo?: ReturnType<typeof createRequestMemo> }) {
  const args = () =>
    ({
      request: new Request(`${getConfig().siteUrl}/vox/contacts`, { headers: { cookie: jar.header() } }),
      params: {},
      context,
    }) as never;
  return Promise.all([shellLoader(args()), contactsLoader(args())]);
}

const sessionReads = async () => vi.spyOn((await getAuth()).api, "getSession");

describe("the session on a tab change", () => {
  it("is read once for the shell's and the tab's loaders together", async () => {
    const reads = await sessionReads();
    await navigate({ memo: createRequestMemo() });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("is read again by the next navigation, not kept from the last one", async () => {
    const reads = await sessionReads();
    await navigate({ memo: createRequestMemo() });
    await navigate({ memo: createRequestMemo() });
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("is read by each loader when called without the request's memo", async () => {
    const reads = await sessionReads();
    await navigate({});
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("refuses a session revoked after the last navigation", async () => {
    await navigate({ memo: createRequestMemo() });
    await t.db.delete(authSession).where(eq(authSession.userId, userId));
    const refused = await navigate({ memo: createRequestMemo() }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe(
      "/auth?redirectTo=%2Fvox%2Fcontacts&reason=session_ended",
    );
  });
});
