// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TaskFormDialog, type TaskFormValues } from "./task-form-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONTACT = "0f6a1d2c-3b4e-4f50-8a61-7b8c9d0e1f2a";
const owners = [{ id: "u1", name: "Asha Rao" }];

function show(props: { taskId?: string; initial?: TaskFormValues } = {}) {
  const onOpenChange = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/vox/contacts",
      Component: () => (
        <TaskFormDialog
          onOpenChange={onOpenChange}
          owners={owners}
          me="u1"
          contact={{ id: CONTACT, name: "Meera Iyer" }}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/vox/contacts"]} />);
  return onOpenChange;
}

const refusing = (field: string, description: string) =>
  vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ error: { title: "Not saved", description, field } }, { status: 400 }),
  );

describe("the task form", () => {
  it("checks the title with the server's sentence before sending", async () => {
    const fetchMock = refusing("title", "unused");
    vi.stubGlobal("fetch", fetchMock);
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("What to do"), "ok");
    await user.click(screen.getByRole("button", { name: "Add task" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Say what to do in 3 to 200 characters.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a refusal of the contact it was opened for at the form's foot, keeping what was typed", async () => {
    const fetchMock = refusing("contactId", "That contact was erased.");
    vi.stubGlobal("fetch", fetchMock);
    const onOpenChange = show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("What to do"), "Call about the Kenya dates");
    await user.click(screen.getByRole("button", { name: "Add task" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That contact was erased.");
    expect(screen.getByLabelText<HTMLInputElement>("What to do").value).toBe("Call about the Kenya dates");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/console/tasks");
    expect(init!.method).toBe("POST");
    expect(JSON.parse(String(init!.body))).toMatchObject({
      title: "Call about the Kenya dates",
      contactId: CONTACT,
      dueAt: null,
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("saving an edit sends only what changed, and an unchanged form says so without sending", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ id: "t1" }));
    vi.stubGlobal("fetch", fetchMock);
    const initial: TaskFormValues = {
      type: "call",
      title: "Call Meera",
      priority: "normal",
      dueAt: "",
      assigneeId: "u1",
      notes: "",
      contactId: CONTACT,
    };
    const onOpenChange = show({ taskId: "t1", initial });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Change at least one field before saving.");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("What to do"), " back");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes("/tasks/"))!;
    expect(url).toBe("/api/v1/console/tasks/t1");
    expect(init!.method).toBe("PATCH");
    expect(JSON.parse(String(init!.body))).toEqual({ title: "Call Meera back" });
  });
});
