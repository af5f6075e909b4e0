// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_CONSENT } from "~/features/verification";
import { ContactEnquiryForm } from "./contact-enquiry-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: ContactEnquiryForm }]);
  render(<Stub />);
}

const bodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(
    ([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, string>,
  );

describe("ContactEnquiryForm", () => {
  it("sends nothing while a field is wrong, and names the field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    await userEvent.type(await screen.findByLabelText("Full name"), "Kavya");
    await userEvent.type(screen.getByLabelText("Mobile number"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByText("Please enter a valid 10-digit Indian mobile number")).toBeTruthy();
    expect(screen.getByLabelText("Mobile number").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps what was typed through a lost connection and retries under the same submission id", async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementation(async (_url: string, init: RequestInit) => {
        const { submissionId } = JSON.parse(init.body as string) as { submissionId: string };
        return new Response(
          JSON.stringify({
            outcome: "received",
            submissionId,
            toast: { title: "Thank You!", description: "A travel designer will contact you within 2 hours." },
          }),
          { status: 201, headers: { "content-type": "application/json" } },
        );
      });
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    await userEvent.type(await screen.findByLabelText("Full name"), "Kavya Menon");
    await userEvent.type(screen.getByLabelText("Mobile number"), "98450 12345");
    await userEvent.type(screen.getByLabelText(/Your message/), "Kerala in December");
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Kavya Menon");

    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeTruthy();
    const [first, second] = bodies(fetchMock);
    expect(first!.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.submissionId).toBe(first!.submissionId);
    expect(second).toMatchObject({ name: "Kavya Menon", phone: "98450 12345", website: "" });

    // Another enquiry is another form fill: a blank form and a new id.
    await userEvent.click(screen.getByRole("button", { name: "Submit Another Inquiry" }));
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("");
    await userEvent.type(screen.getByLabelText("Full name"), "Rohan Das");
    await userEvent.type(screen.getByLabelText("Mobile number"), "9830012345");
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(bodies(fetchMock)[2]!.submissionId).not.toBe(first!.submissionId);
  });

  it("shows the server's refusal beside its field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                title: "Invalid Email",
                description: "Please enter a valid email address",
                field: "email",
              },
            }),
            { status: 400, headers: { "content-type": "application/json" } },
          ),
      ),
    );
    renderForm();
    await userEvent.type(await screen.findByLabelText("Full name"), "Kavya Menon");
    await userEvent.type(screen.getByLabelText("Mobile number"), "9845012345");
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/).getAttribute("aria-invalid")).toBe("true");
  });

  it("'I have a number outside India' takes a number with its country code; back again, an Indian one", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            outcome: "received",
            submissionId: crypto.randomUUID(),
            toast: { title: "Thank You!", description: "A travel designer will contact you within 2 hours." },
          }),
          { status: 201, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    await userEvent.type(await screen.findByLabelText("Full name"), "Arjun Pillai");
    const toggle = screen.getByRole("button", { name: "I have a number outside India" });
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const box = screen.getByLabelText("Mobile number with country code") as HTMLInputElement;
    expect(box.placeholder).toBe("+44 7911 123456");
    await userEvent.type(box, "+44 79");
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(
      await screen.findByText("Please enter your number with its country code, for example +44 7911 123456"),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // Back to an Indian mobile: the box empties and speaks as before.
    await userEvent.click(screen.getByRole("button", { name: "I have an Indian mobile number" }));
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "I have a number outside India" }));
    await userEvent.type(screen.getByLabelText("Mobile number with country code"), "+44 7911 123456");
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeTruthy();
    expect(bodies(fetchMock)[0]).toMatchObject({ name: "Arjun Pillai", phone: "+44 7911 123456" });

    // Another enquiry starts from an Indian mobile.
    await userEvent.click(screen.getByRole("button", { name: "Submit Another Inquiry" }));
    expect(screen.getByLabelText("Mobile number")).toBeTruthy();
  });

  it("shows the phone consent notice beside the mobile box, which the box names as its description", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderForm();
    await userEvent.type(await screen.findByLabelText("Full name"), "Kavya");
    const box = screen.getByLabelText("Mobile number");
    const described = () => (box.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    const note = screen.getByText((_, el) => el?.tagName === "P" && el.textContent === PHONE_CONSENT.text);
    expect(note.id).not.toBe("");
    expect(described()).toContain(note.id);
    // The note says how to withdraw and how to complain, and links to both.
    expect(screen.getByRole("link", { name: "My data" }).getAttribute("href")).toBe("/privacy/my-data");
    expect(screen.getByRole("link", { name: "Grievance Officer" }).getAttribute("href")).toBe(
      "/privacy/notice#notice-complain",
    );
    // A refused number adds its message and keeps the notice.
    await userEvent.type(box, "12345");
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() => expect(described()).toContain("enquiry-phone-error"));
    expect(described()).toContain(note.id);
  });
});
