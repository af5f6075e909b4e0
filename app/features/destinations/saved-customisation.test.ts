// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { clearCustomisation, readSavedCustomisation, saveCustomisation } from "./saved-customisation";
import { readSavedDestinations, toggleSavedDestination } from "./saved-destinations";

const choice = (itineraryId: string, hotel: string) => ({
  slug: "kenya",
  itineraryId,
  itineraryTitle: `Trip ${itineraryId}`,
  hotel,
  activities: ["Hot-air balloon safari"],
  transfer: "shared" as const,
});

beforeEach(() => localStorage.clear());

describe("saved customisation", () => {
  it("is null when nothing was chosen", () => {
    expect(readSavedCustomisation("kenya")).toBeNull();
  });

  it("remembers choices per itinerary and returns the latest one by default", () => {
    saveCustomisation(choice("a", "Tortilis Camp"), new Date("2026-01-01T10:00:00Z"));
    saveCustomisation(choice("b", "Angama Mara"), new Date("2026-01-01T11:00:00Z"));
    expect(readSavedCustomisation("kenya")).toMatchObject({
      itineraryId: "b",
      hotel: "Angama Mara",
      transfer: "shared",
    });
    expect(readSavedCustomisation("kenya", "a")).toMatchObject({
      hotel: "Tortilis Camp",
      updatedAt: "2026-01-01T10:00:00.000Z",
    });
    expect(readSavedCustomisation("norway")).toBeNull();
    // Namespaced key.
    expect(localStorage.getItem("luxe-voyages:customisation:kenya")).toContain("Angama Mara");
  });

  it("falls back to the most recent remaining itinerary when one is cleared", () => {
    saveCustomisation(choice("a", "Tortilis Camp"), new Date("2026-01-01T10:00:00Z"));
    saveCustomisation(choice("b", "Angama Mara"), new Date("2026-01-01T11:00:00Z"));
    clearCustomisation("kenya", "b");
    expect(readSavedCustomisation("kenya")?.itineraryId).toBe("a");
    clearCustomisation("kenya", "a");
    expect(localStorage.getItem("luxe-voyages:customisation:kenya")).toBeNull();
  });

  it("ignores stored values it did not write", () => {
    localStorage.setItem("luxe-voyages:customisation:kenya", "{not json");
    expect(readSavedCustomisation("kenya")).toBeNull();
    localStorage.setItem(
      "luxe-voyages:customisation:kenya",
      JSON.stringify({ latest: "a", byItinerary: { a: { hotel: 3 } } }),
    );
    expect(readSavedCustomisation("kenya")).toBeNull();
    localStorage.setItem(
      "luxe-voyages:customisation:kenya",
      JSON.stringify({
        latest: "a",
        byItinerary: { a: { ...choice("a", "X"), transfer: "helicopter", updatedAt: "2026-01-01" } },
      }),
    );
    expect(readSavedCustomisation("kenya")).toBeNull();
  });
});

describe("saved destinations", () => {
  it("toggles a destination on and off", () => {
    expect(toggleSavedDestination("japan")).toBe(true);
    expect(toggleSavedDestination("kenya")).toBe(true);
    expect(readSavedDestinations()).toEqual(["japan", "kenya"]);
    expect(toggleSavedDestination("japan")).toBe(false);
    expect(readSavedDestinations()).toEqual(["kenya"]);
  });

  it("survives a corrupted value", () => {
    localStorage.setItem("luxe-voyages:saved-destinations", '{"a":1}');
    expect(readSavedDestinations()).toEqual([]);
    expect(toggleSavedDestination("oman")).toBe(true);
    expect(readSavedDestinations()).toEqual(["oman"]);
  });
});
