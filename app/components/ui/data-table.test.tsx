// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable, type ColumnDef } from "./data-table";

type Row = { id: string; name: string; leads: number };
const rows: Row[] = [
  { id: "a", name: "Asha", leads: 2 },
  { id: "b", name: "Bilal", leads: 12 },
  { id: "c", name: "Chitra", leads: 0 },
];
const columns: ColumnDef<Row, unknown>[] = [
  { id: "name", header: "Name", meta: { sortKey: "name" }, cell: ({ row }) => row.original.name },
  { id: "leads", header: "Leads", meta: { numeric: true }, cell: ({ row }) => row.original.leads },
];

afterEach(cleanup);

function stub(Component: () => React.ReactNode, at = "/") {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  render(<Stub initialEntries={[at]} />);
}

describe("DataTable", () => {
  it("moves between rows with the arrow keys, Home and End, and opens the one in focus with Enter", async () => {
    const onOpen = vi.fn();
    stub(() => (
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        empty="Nobody"
        onOpen={onOpen}
        rowLabel={(r) => r.name}
      />
    ));
    const first = await screen.findByRole("row", { name: "Asha" });
    // One tab stop for the whole list: the first row (nothing is selected).
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole("row", { name: "Bilal" }).tabIndex).toBe(-1);
    first.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("row", { name: "Bilal" }));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("row", { name: "Chitra" }));
    await userEvent.keyboard("{ArrowDown}{Home}{Enter}");
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
  });

  it("ticks the row in focus with Space, and the page with the header's box", async () => {
    function Ticking() {
      const [ids, setIds] = useState<Set<string>>(new Set());
      return (
        <DataTable
          caption="People"
          columns={columns}
          rows={rows}
          empty="Nobody"
          onOpen={() => {}}
          rowLabel={(r) => r.name}
          selection={{ ids, onChange: setIds }}
        />
      );
    }
    stub(Ticking);
    const bilal = await screen.findByRole("row", { name: "Bilal" });
    bilal.focus();
    await userEvent.keyboard(" ");
    expect((within(bilal).getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
    const all = screen.getByRole("checkbox", { name: "Tick every row on this page" });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getAllByRole("checkbox").every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it("reports a sortable header's click and marks the sorted column", async () => {
    const onSort = vi.fn();
    stub(() => (
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        empty="Nobody"
        sort={{ key: "name", dir: "asc" }}
        onSort={onSort}
      />
    ));
    const header = await screen.findByRole("columnheader", { name: "Name" });
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    await userEvent.click(within(header).getByRole("button"));
    expect(onSort).toHaveBeenCalledWith("name");
    // A list without row actions is one focusable region, so a keyboard can still scroll it.
    expect(screen.getByRole("region", { name: "People" }).tabIndex).toBe(0);
  });

  it("says so when empty, and links to the pages either side keeping the other filters", async () => {
    stub(
      () => (
        <DataTable
          caption="People"
          columns={columns}
          rows={[]}
          empty="Nobody yet"
          paging={{ page: 2, pageCount: 3 }}
        />
      ),
      "/?q=goa&page=2",
    );
    expect((await screen.findByRole("cell")).textContent).toBe("Nobody yet");
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/?q=goa&page=1");
    expect(within(pages).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/?q=goa&page=3");
    expect(pages.textContent).toContain("Page 2 of 3");
  });
});
