import { describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { BOOKING_TEXT, bookingIssueTitle, bookingSchema } from "./booking-schema";
import { bookingDialogConfig } from "./booking-dialog";

const inDays = (n: number) => addIndiaDays(indiaDay(), n);
const HOTEL = {
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "98111 44455",
  groupSize: "2",
  itemType: "hotel",
  itemId: "taj-exotica-goa",
  travelDate: inDays(10),
  checkOut: inDays(13),
  rooms: "1",
};

function firstIssue(input: Record<string, unknown>) {
  const parsed = bookingSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field: String(issue.path[0]), message: issue.message };
}

describe("a hotel's Check Availability", () => {
  it("asks for check-in, check-out, rooms and guests, as a hotel enquiry", () => {
    const config = bookingDialogConfig({ type: "hotel", id: "taj-exotica-goa", name: "Taj Exotica" });
    expect(config.title).toBe("Check Availability");
    expect(config.fields.map((f) => [f.name, f.label])).toEqual(
      expect.arrayContaining([
        ["travelDate", "Check-in"],
        ["checkOut", "Check-out"],
        ["rooms", "Rooms"],
        ["groupSize", "Guests"],
      ]),
    );
    expect(config.fields.find((f) => f.name === "travelDate")!.optional).toBeFalsy();
  });

  it("takes a stay with both dates, rooms and guests", () => {
    const parsed = bookingSchema.safeParse(HOTEL);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      travelDate: inDays(10),
      checkOut: inDays(13),
      rooms: 1,
      groupSize: 2,
    });
  });

  it.each([
    [{ travelDate: "" }, "travelDate", BOOKING_TEXT.checkInRequired.description],
    [{ checkOut: "" }, "checkOut", BOOKING_TEXT.checkOut.description],
    [{ checkOut: inDays(10) }, "checkOut", BOOKING_TEXT.checkOut.description],
    [{ checkOut: inDays(9) }, "checkOut", BOOKING_TEXT.checkOut.description],
    [{ checkOut: inDays(45) }, "checkOut", BOOKING_TEXT.longStay.description],
    [{ rooms: "0" }, "rooms", BOOKING_TEXT.invalidRooms.description],
    [{ rooms: "3", groupSize: "2" }, "rooms", BOOKING_TEXT.fewGuests.description],
  ])("refuses %j on its field", (change, field, message) => {
    expect(firstIssue({ ...HOTEL, ...change })).toEqual({ field, message });
    expect(bookingIssueTitle(field)).not.toBe(BOOKING_TEXT.failed.title);
  });

  it("leaves an itinerary's or a package's request as it was: one optional date, no rooms", () => {
    const pkg = {
      ...HOTEL,
      itemType: "package",
      itemId: "maldives-overwater",
      travelDate: "",
      checkOut: undefined,
      rooms: undefined,
    };
    const parsed = bookingSchema.safeParse(pkg);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ travelDate: null, checkOut: null, rooms: null });
  });
});

describe("a phone number outside India", () => {
  const PACKAGE = { ...HOTEL, itemType: "package", itemId: "maldives-overwater", travelDate: "" };

  it("is taken as E.164 beside the booking's e-mail, and the dialog offers it", () => {
    const parsed = bookingSchema.safeParse({ ...PACKAGE, phone: "+44 7700 900123" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ phone: "+447700900123", email: "asha@example.in" });
    const phone = bookingDialogConfig({ type: "package", id: "x", name: "X" }).fields.find(
      (f) => f.name === "phone",
    );
    expect(phone?.abroad).toBe(true);
  });

  it("is refused without an e-mail, on the e-mail field: the code goes there", () => {
    expect(firstIssue({ ...PACKAGE, phone: "+44 7700 900123", email: "" })).toEqual({
      field: "email",
      message: BOOKING_TEXT.invalidEmail.description,
    });
  });

  it("never takes a +91 number as one from outside India", () => {
    expect(firstIssue({ ...PACKAGE, phone: "+91 5811 122233" })).toEqual({
      field: "phone",
      message: BOOKING_TEXT.invalidPhone.description,
    });
    expect(firstIssue({ ...PACKAGE, phone: "+44 77 09 1" })).toEqual({
      field: "phone",
      message: BOOKING_TEXT.invalidInternational.description,
    });
  });
});
