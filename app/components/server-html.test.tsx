// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerHtml } from "./server-html";

function Static() {
  return (
    <section>
      <h2>Static</h2>
      <Link to="/quiz">Take the quiz</Link>
      <a href="https://example.com/" target="_blank" rel="noreferrer">
        Elsewhere
      </a>
    </section>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The page as the server renders it (children at hand) or the browser hydrates it (no code). */
function page(withCode: boolean, onKept?: (el: HTMLElement) => void) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <Where />
          <ServerHtml onKept={onKept}>{withCode ? <Static /> : null}</ServerHtml>
        </>
      ),
    },
    { path: "/quiz", Component: Where },
  ]);
  return <Stub />;
}

// React's act() is used directly here (hydration of server markup), not through Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("ServerHtml", () => {
  // A hydration mismatch would be reported through console.error, which fails the test (tests/setup.ts).
  it("keeps the server's markup when hydrated without its code, and runs onKept once", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(true));
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const onKept = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(false, onKept));
    });
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.querySelector("h2")?.textContent).toBe("Static");
    expect(onKept).toHaveBeenCalledTimes(1);
    expect(onKept.mock.calls[0][0]).toBe(container.querySelector("[data-server-html]"));
  });

  it("a same-site link in kept markup navigates in the page; a new-tab link is left alone", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(true));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page(false));
    });
    const external = container.querySelector<HTMLAnchorElement>('a[target="_blank"]')!;
    const externalClick = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    external.dispatchEvent(externalClick);
    expect(externalClick.defaultPrevented).toBe(false);

    const quiz = container.querySelector<HTMLAnchorElement>('a[href="/quiz"]')!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      quiz.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe("/quiz");
  });

  it("asks for the code when there was no server markup to keep", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const onKept = vi.fn();
    const onLost = vi.fn();
    function Lost() {
      return (
        <ServerHtml onKept={onKept} onLost={onLost}>
          {null}
        </ServerHtml>
      );
    }
    const Stub = createRoutesStub([{ path: "/", Component: Lost }]);
    await act(async () => {
      createRoot(container).render(<Stub />);
    });
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(onKept).not.toHaveBeenCalled();
  });
});
