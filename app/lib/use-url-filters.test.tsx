// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useUrlFilters } from "./use-url-filters";

type Filters = { q: string };
const parse = (p: URLSearchParams): Filters => ({ q: p.get("q") ?? "" });
const serialize = (f: Filters) => {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q.trim());
  return p;
};

function Search() {
  const [filters, setFilters] = useUrlFilters(parse, serialize, { debounceMs: 40 });
  const location = useLocation();
  return (
    <>
      <input aria-label="q" value={filters.q} onChange={(e) => setFilters({ q: e.target.value })} />
      <output data-testid="search">{location.search}</output>
      <Link to="/?q=shared">shared link</Link>
    </>
  );
}

afterEach(cleanup);

describe("useUrlFilters", () => {
  it("starts from the URL, applies typing at once and writes the URL once typing pauses", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Search }]);
    render(<Stub initialEntries={["/?q=goa"]} />);
    const input = await screen.findByLabelText("q");
    expect((input as HTMLInputElement).value).toBe("goa");
    await userEvent.type(input, " beach ");
    // The field keeps exactly what was typed (trailing space included) while the URL holds the trimmed query.
    expect((input as HTMLInputElement).value).toBe("goa beach ");
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?q=goa+beach"));
    expect((input as HTMLInputElement).value).toBe("goa beach ");
  });

  it("follows the URL when it changes from outside (a link, back/forward)", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Search }]);
    render(<Stub initialEntries={["/"]} />);
    await userEvent.click(await screen.findByRole("link", { name: "shared link" }));
    await waitFor(() => expect((screen.getByLabelText("q") as HTMLInputElement).value).toBe("shared"));
  });
});

const keepOthers = (f: Filters, current: URLSearchParams) => {
  const p = new URLSearchParams(current);
  if (f.q.trim()) p.set("q", f.q.trim());
  else p.delete("q");
  return p;
};

function SearchBesideARecord() {
  const [filters, setFilters] = useUrlFilters(parse, keepOthers);
  const location = useLocation();
  return (
    <>
      <input aria-label="q" value={filters.q} onChange={(e) => setFilters({ q: e.target.value })} />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

describe("useUrlFilters with a query that carries more than filters", () => {
  it("hands serialize the query as it stands, so keys that are not filters stay", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: SearchBesideARecord }]);
    render(<Stub initialEntries={["/?contact=c1"]} />);
    await userEvent.type(await screen.findByLabelText("q"), "g");
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?contact=c1&q=g"));
  });
});
