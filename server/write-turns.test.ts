import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUSY_TEXT, writeTurns, type WriteTurnsOptions } from "./write-turns";

/** A post as the middleware sees it: a response that can close, and a socket that can go away. */
function post(name: string) {
  const res = Object.assign(new EventEmitter(), {
    writableEnded: false,
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    setHeader(key: string, value: string) {
      this.headers[key] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      this.writableEnded = true;
    },
  });
  const req = { socket: { destroyed: false } };
  return {
    name,
    req: req as unknown as Request,
    res: res as unknown as Response,
    raw: res,
    socket: req.socket,
  };
}

function setUp(overrides: Partial<WriteTurnsOptions> = {}) {
  let clock = 0;
  const turns = writeTurns({
    busyTurns: 1,
    idleTurns: 3,
    readersWindowMs: 1000,
    maxHoldMs: 250,
    maxWaiting: 100,
    now: () => clock,
    ...overrides,
  });
  const started: string[] = [];
  const handle = turns.middleware(() => true);
  const send = (p: ReturnType<typeof post>) => handle(p.req, p.res, () => started.push(p.name));
  const finish = (p: ReturnType<typeof post>) => p.raw.emit("close");
  return { turns, started, send, finish, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("form posts taking turns", () => {
  it("run as many at once as the pool allows while nobody reads a page", () => {
    const t = setUp();
    const posts = ["a", "b", "c", "d"].map(post);
    posts.forEach(t.send);
    expect(t.started).toEqual(["a", "b", "c"]);
    expect(t.turns.stats()).toEqual({ running: 3, waiting: 1 });
    t.finish(posts[0]!);
    expect(t.started).toEqual(["a", "b", "c", "d"]);
  });

  it("go one at a time, in arrival order, while pages are being read", () => {
    const t = setUp();
    t.turns.noteReader();
    const posts = ["a", "b", "c"].map(post);
    posts.forEach(t.send);
    expect(t.started).toEqual(["a"]);
    t.finish(posts[0]!);
    expect(t.started).toEqual(["a", "b"]);
    t.finish(posts[1]!);
    expect(t.started).toEqual(["a", "b", "c"]);
    expect(t.turns.stats()).toEqual({ running: 1, waiting: 0 });
  });

  it("run freely again once no page has been asked for within the window", () => {
    const t = setUp();
    t.turns.noteReader();
    const posts = ["a", "b", "c", "d"].map(post);
    posts.forEach(t.send);
    expect(t.started).toEqual(["a"]);
    t.tick(1000);
    t.finish(posts[0]!);
    // The first to finish after the readers left lets the queue go at the idle pace.
    expect(t.started).toEqual(["a", "b", "c", "d"]);
  });

  it("lets a slow post keep running but gives its turn to the next after the hold time", () => {
    const t = setUp();
    t.turns.noteReader();
    const [slow, next] = [post("slow"), post("next")];
    t.send(slow);
    t.send(next);
    vi.advanceTimersByTime(249);
    expect(t.started).toEqual(["slow"]);
    vi.advanceTimersByTime(1);
    expect(t.started).toEqual(["slow", "next"]);
    // The slow one finishing later does not give a second turn back.
    t.finish(slow);
    expect(t.turns.stats()).toEqual({ running: 1, waiting: 0 });
  });

  it("skips a post whose client went away while it waited", () => {
    const t = setUp();
    t.turns.noteReader();
    const posts = ["a", "gone", "c"].map(post);
    posts.forEach(t.send);
    posts[1]!.socket.destroyed = true;
    t.finish(posts[0]!);
    expect(t.started).toEqual(["a", "c"]);
    expect(t.turns.stats()).toEqual({ running: 1, waiting: 0 });
  });

  it("answers 503 with a wait and reads nothing when the queue is full", () => {
    const t = setUp({ maxWaiting: 2 });
    t.turns.noteReader();
    const posts = ["a", "b", "c", "over"].map(post);
    posts.forEach(t.send);
    expect(t.started).toEqual(["a"]);
    const over = posts[3]!.raw;
    expect(over.statusCode).toBe(503);
    expect(over.headers["Retry-After"]).toBe("5");
    expect(over.body).toEqual({ error: BUSY_TEXT });
    expect(t.turns.stats()).toEqual({ running: 1, waiting: 2 });
  });

  it("passes everything that is not a form post straight through", () => {
    const turns = writeTurns({
      busyTurns: 1,
      idleTurns: 1,
      readersWindowMs: 1000,
      maxHoldMs: 250,
      maxWaiting: 0,
    });
    const handle = turns.middleware(() => false);
    const seen: string[] = [];
    for (const name of ["page", "file", "read"]) {
      const p = post(name);
      handle(p.req, p.res, () => seen.push(name));
    }
    expect(seen).toEqual(["page", "file", "read"]);
    expect(turns.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
