// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChoiceFilter, DayRangeFilter } from "./list-filters";

afterEach(cleanup);

describe("the console lists' filter controls", () => {
  it("hands back the chosen value, and null for the 'any' choice", () => {
    const onChange = vi.fn();
    render(
      <ChoiceFilter
        label="Status"
        anyLabel="Any status"
        value="paid"
        options={[
          { value: "requested", label: "Requested" },
          { value: "paid", label: "Paid" },
        ]}
        onChange={onChange}
        disabled={false}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Status");
    expect(select.value).toBe("paid");
    expect([...select.options].map((o) => o.text)).toEqual(["Any status", "Requested", "Paid"]);
    fireEvent.change(select, { target: { value: "requested" } });
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([["requested"], [null]]);
  });

  it("names each end of a range of days by its own parameter", () => {
    const onChange = vi.fn();
    render(<DayRangeFilter fromLabel="Due from" from="2026-12-01" to={null} onChange={onChange} disabled />);
    const from = screen.getByLabelText<HTMLInputElement>("Due from");
    const to = screen.getByLabelText<HTMLInputElement>("to");
    expect(from.value).toBe("2026-12-01");
    expect(from.disabled).toBe(true);
    fireEvent.change(to, { target: { value: "2026-12-31" } });
    fireEvent.change(from, { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([[{ to: "2026-12-31" }], [{ from: null }]]);
  });
});
