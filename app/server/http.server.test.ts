import { describe, expect, it } from "vitest";
import {
  errorResponse,
  methodNotAllowed,
  readFormBody,
  readJsonBody,
  readJsonObject,
  tooManyRequests,
  unstorableTextAt,
} from "./http.server";

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) =>
  new Request("http://127.0.0.1/api/v1/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body sent in chunks with no Content-Length, counting how much of it was pulled. */
function chunkedBody(chunkBytes: number, chunks: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("readJsonBody", () => {
  it("reads a JSON body", async () => {
    expect(await readJsonBody(post(JSON.stringify({ a: 1 })))).toEqual({ ok: true, body: { a: 1 } });
  });

  it("stops reading a chunked body the moment it passes the limit (413), whatever its framing", async () => {
    const body = chunkedBody(4096, 10_000); // 40 MB if it were read whole
    const result = await readJsonBody(post(body.stream), 16 * 1024);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(413);
      expect(await result.response.json()).toEqual({
        error: { title: "Error", description: "The request is too large." },
      });
    }
    expect(body.pulled()).toBeLessThan(10);
  });

  it("refuses a declared oversize body without reading it", async () => {
    const result = await readJsonBody(
      post("{}", { "content-type": "application/json", "content-length": "999999" }),
    );
    expect(!result.ok && result.response.status).toBe(413);
  });

  it("refuses other content types (415), other methods (405) and broken JSON (400)", async () => {
    const form = await readJsonBody(post("a=1", { "content-type": "application/x-www-form-urlencoded" }));
    expect(!form.ok && form.response.status).toBe(415);
    const get = await readJsonBody(new Request("http://127.0.0.1/x"));
    expect(!get.ok && get.response.status).toBe(405);
    expect(!get.ok && get.response.headers.get("Allow")).toBe("POST");
    const broken = await readJsonBody(post("{name:"));
    expect(!broken.ok && (await broken.response.json())).toEqual({
      error: { title: "Error", description: "The request body is not valid JSON." },
    });
  });

  it("readJsonObject refuses arrays and bare values in the endpoint's own words", async () => {
    const text = { title: "Error", description: "Send a JSON object with name and phone." };
    for (const body of ["[1,2]", "42", "null", '"x"']) {
      const result = await readJsonObject(post(body), text);
      expect(!result.ok && (await result.response.json())).toEqual({ error: text });
    }
  });
});

describe("readFormBody", () => {
  it("reads a url-encoded form", async () => {
    const result = await readFormBody(
      post("token=abc&name=Asha", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(result.ok && result.form.get("name")).toBe("Asha");
  });

  it("refuses other content types (415), a broken multipart body (400) and an oversize one (413)", async () => {
    const json = await readFormBody(post("{}"));
    expect(!json.ok && json.status).toBe(415);
    const broken = await readFormBody(post("garbage", { "content-type": "multipart/form-data; boundary=x" }));
    expect(!broken.ok && broken.status).toBe(400);
    const body = chunkedBody(4096, 10_000);
    const large = await readFormBody(
      post(body.stream, { "content-type": "application/x-www-form-urlencoded" }),
      16 * 1024,
    );
    expect(!large.ok && large.status).toBe(413);
    expect(body.pulled()).toBeLessThan(10);
  });
});

describe("unstorableTextAt", () => {
  it("names where a NUL or half a surrogate pair sits, keys included; whole emoji are fine", () => {
    expect(unstorableTextAt({ name: "Zoë 😀", notes: ["ok", { city: "a\u0000b" }] })).toBe("notes.1.city");
    expect(unstorableTextAt({ rows: [{ name: "\ud800" }] })).toBe("rows.0.name");
    expect(unstorableTextAt({ ["a\u0000"]: 1 })).toBe("a\u0000");
    expect(unstorableTextAt({ name: "महमूद 👩🏽‍💻", n: 5, x: null })).toBeNull();
  });
});

describe("responses", () => {
  it("every answer is no-store, once", () => {
    const response = errorResponse(400, { title: "T", description: "D" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(methodNotAllowed().headers.get("Cache-Control")).toBe("no-store");
  });

  it("a 429 carries its wait in Retry-After and in the body", async () => {
    const response = tooManyRequests(
      { title: "Please Wait", description: "A new code can be sent in 27 seconds." },
      26.2,
      { outcome: "rate_limited" },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("27");
    expect(await response.json()).toEqual({
      error: {
        title: "Please Wait",
        description: "A new code can be sent in 27 seconds.",
        retryAfterSeconds: 27,
        outcome: "rate_limited",
      },
    });
    expect(tooManyRequests({ title: "T", description: "D" }, 0).headers.get("Retry-After")).toBeNull();
  });
});
