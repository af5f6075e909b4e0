// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  expiringEntries,
  readStored,
  updateStored,
  useStored,
  writeStored,
  type ParseStored,
  type StorageLike,
} from "./browser-storage";

const parseNames: ParseStored<string[]> = (value) =>
  Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;

function Names({ storageKey }: { storageKey: string }) {
  const names = useStored(storageKey, parseNames);
  return <p data-testid="names">{names === null ? "none" : names.join(",")}</p>;
}

function memoryStorage() {
  const map = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return { map, storage };
}

const blocked: StorageLike = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

/** Makes `window.localStorage` throw on access, as private modes and strict settings do. */
function blockBrowserStorage() {
  const original = Object.getOwnPropertyDescriptor(window, "localStorage");
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("blocked", "SecurityError");
    },
  });
  return () => {
    if (original) Object.defineProperty(window, "localStorage", original);
    else delete (window as { localStorage?: Storage }).localStorage;
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("readStored / writeStored", () => {
  it("round-trips JSON under the exact key and removes it on null", () => {
    expect(writeStored("test.names", ["Kenya", "Oman"])).toBe(true);
    expect(window.localStorage.getItem("test.names")).toBe('["Kenya","Oman"]');
    expect(readStored("test.names", parseNames)).toEqual(["Kenya", "Oman"]);
    expect(writeStored("test.names", null)).toBe(true);
    expect(window.localStorage.getItem("test.names")).toBeNull();
    expect(readStored("test.names", parseNames)).toBeNull();
  });

  it("treats corrupt JSON and values that fail validation as nothing stored", () => {
    window.localStorage.setItem("test.names", "{not json");
    expect(readStored("test.names", parseNames)).toBeNull();
    window.localStorage.setItem("test.names", JSON.stringify({ names: ["Kenya"] }));
    expect(readStored("test.names", parseNames)).toBeNull();
    window.localStorage.setItem("test.names", JSON.stringify(["Kenya", 3]));
    expect(readStored("test.names", parseNames)).toBeNull();
    // A write replaces what could not be read.
    expect(updateStored("test.names", parseNames, (names) => [...(names ?? []), "Bali"])).toBe(true);
    expect(readStored("test.names", parseNames)).toEqual(["Bali"]);
  });

  it("never throws when a given storage is missing or blocked", () => {
    expect(readStored("test.names", parseNames, { storage: null })).toBeNull();
    expect(writeStored("test.names", ["Kenya"], { storage: null })).toBe(false);
    expect(() => writeStored("test.names", ["Kenya"], { storage: blocked })).not.toThrow();
    expect(writeStored("test.names", ["Kenya"], { storage: blocked })).toBe(false);
    expect(readStored("test.names", parseNames, { storage: blocked })).toBeNull();
    // A given storage is used as it is: nothing is remembered in memory for it.
    expect(readStored("test.names", parseNames)).toBeNull();
  });

  it("uses a given storage instead of the browser's", () => {
    const { map, storage } = memoryStorage();
    writeStored("test.names", ["Kenya"], { storage });
    expect(map.get("test.names")).toBe('["Kenya"]');
    expect(window.localStorage.getItem("test.names")).toBeNull();
    expect(readStored("test.names", parseNames, { storage })).toEqual(["Kenya"]);
  });

  it("keeps a write the browser refuses (storage full) for the rest of the page", () => {
    const setItem = vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeStored("test.full", ["Kenya"])).toBe(false);
    expect(window.localStorage.getItem("test.full")).toBeNull();
    expect(readStored("test.full", parseNames)).toEqual(["Kenya"]);
    setItem.mockRestore();
    // Once storage accepts writes again, it holds the value.
    expect(writeStored("test.full", ["Oman"])).toBe(true);
    expect(window.localStorage.getItem("test.full")).toBe('["Oman"]');
    expect(readStored("test.full", parseNames)).toEqual(["Oman"]);
  });

  it("works in memory when the browser blocks storage altogether", () => {
    const restore = blockBrowserStorage();
    try {
      expect(readStored("test.blocked", parseNames)).toBeNull();
      expect(writeStored("test.blocked", ["Kenya"])).toBe(false);
      expect(readStored("test.blocked", parseNames)).toEqual(["Kenya"]);
      render(<Names storageKey="test.blocked" />);
      expect(screen.getByTestId("names").textContent).toBe("Kenya");
      act(() => void updateStored("test.blocked", parseNames, (names) => [...(names ?? []), "Oman"]));
      expect(screen.getByTestId("names").textContent).toBe("Kenya,Oman");
    } finally {
      restore();
    }
  });
});

describe("useStored", () => {
  it("renders nothing stored on the server, whatever the device holds", () => {
    window.localStorage.setItem("test.names", JSON.stringify(["Kenya"]));
    expect(renderToString(<Names storageKey="test.names" />)).toContain("none");
  });

  it("reads the device's value and follows changes in this tab and in others", () => {
    window.localStorage.setItem("test.names", JSON.stringify(["Kenya"]));
    render(<Names storageKey="test.names" />);
    expect(screen.getByTestId("names").textContent).toBe("Kenya");

    act(() => void writeStored("test.names", ["Kenya", "Bali"]));
    expect(screen.getByTestId("names").textContent).toBe("Kenya,Bali");

    act(() => {
      window.localStorage.setItem("test.names", JSON.stringify(["Oman"]));
      window.dispatchEvent(new StorageEvent("storage", { key: "test.names" }));
    });
    expect(screen.getByTestId("names").textContent).toBe("Oman");

    // Another tab writing another key does not concern this one; clearing everything does.
    act(() => {
      window.localStorage.setItem("test.names", JSON.stringify(["Japan"]));
      window.dispatchEvent(new StorageEvent("storage", { key: "test.other" }));
    });
    expect(screen.getByTestId("names").textContent).toBe("Oman");
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(screen.getByTestId("names").textContent).toBe("none");
  });

  it("shows nothing for a corrupt value", () => {
    window.localStorage.setItem("test.names", "{not json");
    render(<Names storageKey="test.names" />);
    expect(screen.getByTestId("names").textContent).toBe("none");
  });
});

describe("expiringEntries", () => {
  type Entry = { expiresAt: number; note: string };
  const isEntry = (value: unknown): value is Entry =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as Entry).expiresAt === "number" &&
    typeof (value as Entry).note === "string";
  const T0 = Date.UTC(2026, 0, 1);

  it("returns an entry until it expires, then removes it as it is read", () => {
    const { map, storage } = memoryStorage();
    const entries = expiringEntries("test.expiring", isEntry);
    entries.set("a", { expiresAt: T0 + 1000, note: "first" }, { storage });
    entries.set("b", { expiresAt: T0 + 5000, note: "second" }, { storage });
    expect(entries.get("a", { storage, now: T0 + 999 })).toEqual({ expiresAt: T0 + 1000, note: "first" });
    expect(entries.get("a", { storage, now: T0 + 1000 })).toBeNull();
    expect(Object.keys(JSON.parse(map.get("test.expiring")!))).toEqual(["b"]);
  });

  it("cleanup drops every expired entry and the key once none is left", () => {
    const { map, storage } = memoryStorage();
    const entries = expiringEntries("test.expiring", isEntry);
    entries.set("a", { expiresAt: T0 + 1000, note: "first" }, { storage });
    entries.set("b", { expiresAt: T0 + 2000, note: "second" }, { storage });
    entries.set("c", { expiresAt: T0 + 3000, note: "third" }, { storage });
    expect(entries.cleanup({ storage, now: T0 + 2000 })).toBe(2);
    expect(entries.get("c", { storage, now: T0 + 2000 })?.note).toBe("third");
    expect(entries.cleanup({ storage, now: T0 + 3000 })).toBe(1);
    expect(map.has("test.expiring")).toBe(false);
  });

  it("drops entries that do not validate and survives corrupt contents", () => {
    const { map, storage } = memoryStorage();
    const entries = expiringEntries("test.expiring", isEntry);
    map.set(
      "test.expiring",
      JSON.stringify({ a: { expiresAt: "tomorrow" }, b: { expiresAt: T0 + 1000, note: "kept" } }),
    );
    expect(entries.get("a", { storage, now: T0 })).toBeNull();
    expect(entries.cleanup({ storage, now: T0 })).toBe(0);
    expect(JSON.parse(map.get("test.expiring")!)).toEqual({ b: { expiresAt: T0 + 1000, note: "kept" } });
    map.set("test.expiring", "[1, 2");
    expect(entries.get("b", { storage, now: T0 })).toBeNull();
    entries.set("b", { expiresAt: T0 + 1000, note: "new" }, { storage });
    expect(entries.get("b", { storage, now: T0 })?.note).toBe("new");
  });

  it("removes one entry on request", () => {
    const { storage } = memoryStorage();
    const entries = expiringEntries("test.expiring", isEntry);
    entries.set("a", { expiresAt: T0 + 1000, note: "first" }, { storage });
    entries.remove("a", { storage });
    expect(entries.get("a", { storage, now: T0 })).toBeNull();
  });
});
