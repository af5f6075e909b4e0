// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { expectConsoleError } from "../../../tests/helpers/console";
import { ConsoleErrorView } from "./console-error";

afterEach(cleanup);

function renderFailingConsole(fail: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/vox",
      loader: () => fail(),
      Component: () => null,
      ErrorBoundary: function Boundary() {
        return <ConsoleErrorView error={useRouteError()} retryHref="/vox" />;
      },
    },
  ]);
  render(<Stub initialEntries={["/vox"]} />);
}

describe("the console's error view", () => {
  it("tells a signed-in person without a staff role that access is denied, in the agency's words", async () => {
    renderFailingConsole(() => {
      throw data({ accessDenied: true }, { status: 403 });
    });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this area.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
  });

  it("answers any other failure calmly, with a way to try again and nothing of its internals", async () => {
    expectConsoleError();
    renderFailingConsole(() => {
      throw new Error("relation contacts does not exist");
    });
    expect(await screen.findByRole("heading", { name: "The console could not be loaded" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/vox");
    expect(screen.queryByText(/relation contacts/)).toBeNull();
  });

  it("a 403 without the access-denied mark (a cross-site request) is not called Access Denied", async () => {
    renderFailingConsole(() => {
      throw data({ error: "This request did not come from the console." }, { status: 403 });
    });
    expect(await screen.findByRole("heading", { name: "The console could not be loaded" })).toBeTruthy();
  });
});
