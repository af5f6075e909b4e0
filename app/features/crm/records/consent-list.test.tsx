// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ConsentList } from "./consent-list";

afterEach(cleanup);

describe("ConsentList", () => {
  it("names each purpose with its state, and a withdrawn trip consent says what it means for a call", () => {
    render(
      <ConsentList
        standing={[
          { purpose: "trip", state: "withdrawn", at: "2026-11-25T09:30:00.000Z", sourceForm: "quiz" },
          {
            purpose: "marketing",
            state: "given",
            at: "2026-11-20T04:30:00.000Z",
            sourceForm: "contact_inquiry",
          },
          { purpose: "whatsapp", state: "none", at: null, sourceForm: null },
        ]}
      />,
    );
    const line = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
    expect(line("Calls and messages about their trip")).toMatch(/^Withdrawn25 Nov 2026· Quiz/);
    expect(line("Calls and messages about their trip")).toContain(
      "Do not call or message about a trip until they ask again.",
    );
    expect(line("Offers")).toBe("Given20 Nov 2026· Contact inquiry");
    expect(line("WhatsApp messages")).toBe("Not given");
  });
});
