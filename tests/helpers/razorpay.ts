import { afterAll, beforeAll } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { startFakeRazorpay, type FakeRazorpay } from "../fakes/razorpay-fake";
import { useTestConfig } from "./verification";

/** The keys the fake and the app's configuration share in database tests of Razorpay. */
export const RAZORPAY_TEST_KEYS = {
  keyId: "rzp_test_key",
  keySecret: "key-secret",
  webhookSecret: "hook-secret",
};

/**
 * A file's Razorpay: the fake started before its tests, the app configured against it, both undone
 * after. Read `razorpay.fake` inside a test (it exists once `beforeAll` has run).
 */
export function withFakeRazorpay(): { readonly fake: FakeRazorpay } {
  const holder = {} as { fake: FakeRazorpay };
  beforeAll(async () => {
    holder.fake = await startFakeRazorpay(RAZORPAY_TEST_KEYS);
    useTestConfig({
      RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
      RAZORPAY_API_URL: holder.fake.url,
      RAZORPAY_TIMEOUT_MS: "2000",
    });
  });
  afterAll(async () => {
    await holder.fake.stop();
    setConfigForTests(undefined);
  });
  return holder;
}
