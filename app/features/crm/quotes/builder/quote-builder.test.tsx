// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showErrorToast } from "~/components/ui/toast";
import { computeQuote, type QuoteDocument, type TermsTemplate } from "~/features/quotes";
import { QuoteBuilder, type BuilderData } from "./quote-builder";

vi.mock("~/components/ui/toast", () => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  dismissErrorToasts: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const GST = {
  id: "gst-1",
  kind: "gst",
  effectiveFrom: "2017-07-01",
  params: { packageBp: 500, serviceFeeBp: 1800 },
  note: "",
} as const;
const TCS = {
  id: "tcs-1",
  kind: "tcs",
  effectiveFrom: "2025-04-01",
  params: { thresholdMinor: 1_000_000_00, belowBp: 500, aboveBp: 2000 },
  note: "",
} as const;

function document(): QuoteDocument {
  return {
    title: "Bali honeymoon",
    destination: "Bali",
    startDate: "2027-03-10",
    departureCity: "Mumbai",
    travellers: { adults: 2, childrenAges: [], rooms: 1 },
    style: null,
    intro: "",
    days: [
      {
        id: "d1",
        title: "Arrive in Ubud",
        text: "",
        city: "Ubud",
        meals: { breakfast: false, lunch: false, dinner: true },
        stayLineId: null,
      },
    ],
    options: [{ id: "a", name: "Option A: luxury" }],
    lines: [
      {
        id: "cruise",
        kind: "activity",
        optionId: null,
        title: "Sunset dhow cruise",
        description: "",
        supplier: null,
        hotel: null,
        source: null,
        cost: { minor: 100_00, currency: "EUR" },
        markup: { kind: "percent", basisPoints: 2000 },
        included: true,
      },
    ],
    tax: { gst: "package", serviceFee: null, tcs: false, pan: null, tcsPriorMinor: 0 },
    terms: {
      inclusions: [],
      exclusions: [],
      schedule: [{ id: "all", label: "Full payment", share: { kind: "rest" }, due: { kind: "acceptance" } }],
      cancellation: "",
      notes: "",
      validUntil: "2027-01-15",
    },
  };
}

function data(overrides: Partial<BuilderData> = {}): BuilderData {
  return {
    quote: {
      id: "q1",
      number: "Q-2026-0042",
      status: "draft",
      contactId: "c1",
      contactName: "Meera Iyer",
      ownerName: "Asha Admin",
      budgetMinor: null,
    },
    versions: [{ version: 1, state: "draft", sentAt: null, validUntil: "2027-01-15", hasPdf: false }],
    draft: { version: 1, document: document(), updatedAt: "2026-11-28T03:00:00.000Z" },
    latest: null,
    ctx: {
      rates: [{ currency: "EUR", inrPerUnitMicros: 90_500_000, asOf: "2026-11-27" }],
      rules: { gst: GST, tcs: TCS },
      tcsPriorForPan: 0,
    },
    markupDefaults: {},
    canEdit: true,
    ...overrides,
  };
}

function renderBuilder(d: BuilderData) {
  const Stub = createRoutesStub([{ path: "/vox/quotes/q1", Component: () => <QuoteBuilder data={d} /> }]);
  return render(<Stub initialEntries={["/vox/quotes/q1"]} />);
}

describe("the quote builder", () => {
  it("prices a euro line at the day's rate with its markup, and the option's total, as the agent types", async () => {
    renderBuilder(data());
    const line = screen.getByRole("listitem", { name: "Sunset dhow cruise" });
    // €100 at ₹90.50 = ₹9,050; 20 % markup = ₹10,860.
    expect(within(line).getByTestId("line-figures").textContent).toBe(
      "Cost₹9,050Sell₹10,860Margin₹1,810 · 16.7 %",
    );
    const total = () => screen.getByTestId("option-total").textContent;
    // ₹10,860 + GST 5 % (₹543) = ₹11,403.
    expect(total()).toBe("₹11,403");
    fireEvent.change(within(line).getByLabelText("Cost"), { target: { value: "200" } });
    await waitFor(() => expect(total()).toBe("₹22,806"));
    expect(screen.getByTestId("save-state").textContent).toBe("Unsaved changes");
  });

  it("says which rate is missing instead of guessing a rupee figure", () => {
    renderBuilder(data({ ctx: { ...data().ctx!, rates: [] } }));
    const line = screen.getByRole("listitem", { name: "Sunset dhow cruise" });
    expect(within(line).getByRole("status").textContent).toBe(
      "No exchange rate for EUR: add one on the Rates tab",
    );
    expect(screen.getByTestId("quote-problems").textContent).toContain("No exchange rate for EUR");
  });

  it("dates each day from the start date and moves a day with Alt+arrow keys", async () => {
    renderBuilder(data());
    fireEvent.click(screen.getByRole("button", { name: "Add day" }));
    const days = () => screen.getAllByTestId("quote-day");
    expect(days()).toHaveLength(2);
    expect(days()[1]!.textContent).toContain("Thursday, 11 March 2027");
    fireEvent.change(within(days()[1]!).getByLabelText("Day 2 title"), {
      target: { value: "Rice terraces" },
    });
    fireEvent.keyDown(days()[1]!, { key: "ArrowUp", altKey: true });
    await waitFor(() => expect(days()[0]!.getAttribute("aria-label")).toBe("Day 1: Rice terraces"));
    expect(days()[0]!.textContent).toContain("Wednesday, 10 March 2027");
  });

  it("saves with the version it was loaded at, and shows the refusal when someone else saved first", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json(
        {
          error: {
            title: "Changed by someone else",
            description:
              "Asha Admin saved this quote at 08:31. Load their version and make your change again.",
          },
        },
        { status: 409 },
      ),
    );
    vi.stubGlobal("fetch", fetch);
    renderBuilder(data());
    fireEvent.change(screen.getByLabelText("Quote title"), { target: { value: "Bali and Gili honeymoon" } });
    fireEvent.click(screen.getByRole("button", { name: /^Save/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Asha Admin saved this quote at 08:31.");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/v1/console/quotes/q1");
    const body = JSON.parse(String(init.body)) as { document: QuoteDocument; updatedAt: string };
    expect(body.updatedAt).toBe("2026-11-28T03:00:00.000Z");
    expect(body.document.title).toBe("Bali and Gili honeymoon");
    expect(screen.getByRole("button", { name: /Load the saved version/ })).toBeTruthy();
  });

  it("shows a sent version read-only, offering to edit it as the next version", () => {
    renderBuilder(
      data({
        quote: { ...data().quote, status: "sent" },
        draft: null,
        latest: { version: 1, document: document(), totals: computeQuote(document(), data().ctx!) },
        versions: [
          {
            version: 1,
            state: "sent",
            sentAt: "2026-11-28T03:10:00.000Z",
            validUntil: "2027-01-15",
            hasPdf: true,
          },
        ],
      }),
    );
    expect(screen.getByRole("button", { name: "Edit as v2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
    // Every field sits in a disabled fieldset (the browser disables them all through it).
    expect(screen.getByLabelText("Quote title").closest("fieldset")?.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Add day" })).toBeNull();
    expect(screen.getByRole("link", { name: "PDF of v1" }).getAttribute("href")).toBe(
      "/api/v1/console/quotes/q1/versions/1/pdf",
    );
  });

  it("marks a sent version declined with the traveller's reason, and asks for one first", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ quoteId: "q1", version: 1, declinedAt: "2026-11-28T05:00:00.000Z" }),
    );
    vi.stubGlobal("fetch", fetch);
    const sent = data({
      quote: { ...data().quote, status: "viewed" },
      draft: null,
      latest: { version: 1, document: document(), totals: computeQuote(document(), data().ctx!) },
    });
    renderBuilder(sent);
    fireEvent.click(screen.getByRole("button", { name: "Mark declined" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark declined" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Say why the traveller declined, in a few words (it goes on the timeline).",
    );
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Booked elsewhere" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark declined" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/v1/console/quotes/q1/decline");
    expect(JSON.parse(String(init.body))).toEqual({ reason: "Booked elsewhere", closeLead: false });
  });

  it("closes the lead as lost too when the agent ticks it", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ quoteId: "q1", version: 1, declinedAt: "2026-11-28T05:00:00.000Z" }),
    );
    vi.stubGlobal("fetch", fetch);
    renderBuilder(
      data({
        quote: { ...data().quote, status: "sent" },
        draft: null,
        latest: { version: 1, document: document(), totals: computeQuote(document(), data().ctx!) },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Mark declined" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Trip cancelled" } });
    fireEvent.click(within(dialog).getByLabelText("Also close the lead as lost, with this reason"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark declined" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({
      reason: "Trip cancelled",
      closeLead: true,
    });
  });

  it("offers no decline on a draft, an accepted quote, or to someone who may not write on the lead", () => {
    renderBuilder(data());
    expect(screen.queryByRole("button", { name: "Mark declined" })).toBeNull();
    cleanup();
    renderBuilder(data({ quote: { ...data().quote, status: "sent" }, canEdit: false }));
    expect(screen.queryByRole("button", { name: "Mark declined" })).toBeNull();
    cleanup();
    renderBuilder(data({ quote: { ...data().quote, status: "accepted" } }));
    expect(screen.queryByRole("button", { name: "Mark declined" })).toBeNull();
  });

  it("names GST and TCS rates from the rules in force, not from words on the page", () => {
    const withTcs = document();
    withTcs.tax.tcs = true;
    const ctx = data().ctx!;
    renderBuilder(data({ draft: { ...data().draft!, document: withTcs } }));
    const gst = screen.getByLabelText("GST");
    expect([...gst.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "5 % on the package value (no input credit)",
      "18 % on a service fee only",
    ]);
    expect(screen.getByTestId("tcs-rule").textContent).toBe(
      "5 % up to ₹10,00,000 a financial year per PAN, 20 % above, from 1 April 2025",
    );
    cleanup();
    // A new budget's rows: GST 12 % on the package, TCS a flat 2 %.
    renderBuilder(
      data({
        draft: { ...data().draft!, document: withTcs },
        ctx: {
          ...ctx,
          rules: {
            gst: { ...GST, params: { packageBp: 1200, serviceFeeBp: 1800 } },
            tcs: {
              ...TCS,
              effectiveFrom: "2026-04-01",
              params: { thresholdMinor: null, belowBp: 200, aboveBp: 200 },
            },
          },
        },
      }),
    );
    expect(screen.getByRole("option", { name: "12 % on the package value (no input credit)" })).toBeTruthy();
    expect(screen.getByTestId("tcs-rule").textContent).toBe("2 % on the amount with GST, from 1 April 2026");
  });

  it("adds a live provider's experience in its own currency, priced by the day's rate", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({
        provider: "viator",
        ok: true,
        choices: [
          {
            code: "2280KYOTO",
            title: "Kyoto Gion Evening Walk",
            location: "Kyoto, Japan",
            country: "",
            price: { minor: 4500, currency: "USD" },
            source: "viator",
          },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const ctx = data().ctx!;
    renderBuilder(
      data({
        ctx: {
          ...ctx,
          rates: [...ctx.rates, { currency: "USD", inrPerUnitMicros: 84_000_000, asOf: "2026-11-27" }],
        },
      }),
    );
    fireEvent.change(screen.getByLabelText("Search the activity providers"), { target: { value: "kyoto" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect((await screen.findByTestId("live-activity-status")).textContent).toBe(
      "1 from viator, in the list below.",
    );
    expect(String(fetch.mock.calls[0]![0])).toBe("/api/v1/console/quotes/activity-choices?q=kyoto");
    fireEvent.change(screen.getByLabelText("Add an experience from the catalogue to Lines"), {
      target: { value: "2280KYOTO" },
    });
    const line = await screen.findByRole("listitem", { name: "Kyoto Gion Evening Walk" });
    // US$45 a person × 2 at ₹84 = ₹7,560 in rupees; no markup by default.
    expect(within(line).getByTestId("line-figures").textContent).toBe("Cost₹7,560Sell₹7,560Margin₹0 · 0.0 %");
    expect((within(line).getByLabelText("Supplier") as HTMLInputElement).value).toBe("Viator");
  });

  describe("sending the link on WhatsApp too", () => {
    const WHATSAPP = "/api/v1/console/contacts/c1/whatsapp";
    /** The send answers as the server does; the WhatsApp send answers `whatsapp`. */
    function stubServer(whatsapp: () => Response) {
      const fetch = vi.fn(async (url: string, _init: RequestInit) =>
        url === WHATSAPP
          ? whatsapp()
          : Response.json({ version: 1, sentTo: "meera@example.in", url: "https://site.test/proposal/tok" }),
      );
      vi.stubGlobal("fetch", fetch);
      return fetch;
    }
    const calledUrls = (fetch: ReturnType<typeof stubServer>) => fetch.mock.calls.map(([url]) => url);
    const option = () => screen.queryByRole("checkbox", { name: "Also send the link on WhatsApp" });

    it("is ticked when offered, and after the send goes puts the quote_link template to the contact", async () => {
      const fetch = stubServer(() =>
        Response.json({ id: "m1", status: "sent", error: null, sentence: null }),
      );
      renderBuilder(data({ quoteLinkOnWhatsApp: true }));
      expect((option() as HTMLInputElement).checked).toBe(true);
      fireEvent.click(screen.getByRole("button", { name: "Send v1" }));
      await waitFor(() => expect(calledUrls(fetch)).toEqual(["/api/v1/console/quotes/q1/send", WHATSAPP]));
      expect(JSON.parse(String(fetch.mock.calls[1]![1].body))).toEqual({
        kind: "template",
        template: "quote_link",
      });
      expect(showErrorToast).not.toHaveBeenCalled();
    });

    it("sends only the e-mail when the agent unticks it", async () => {
      const fetch = stubServer(() =>
        Response.json({ id: "m1", status: "sent", error: null, sentence: null }),
      );
      renderBuilder(data({ quoteLinkOnWhatsApp: true }));
      fireEvent.click(option()!);
      fireEvent.click(screen.getByRole("button", { name: "Send v1" }));
      await screen.findByTestId("quote-sent");
      expect(calledUrls(fetch)).toEqual(["/api/v1/console/quotes/q1/send"]);
    });

    it("keeps the quote sent and toasts the refusal when WhatsApp is refused", async () => {
      const sentence =
        "This traveller has not opted in to WhatsApp messages, so this template cannot go to them. Send it by e-mail instead.";
      stubServer(() =>
        Response.json({ error: { title: "No WhatsApp opt-in", description: sentence } }, { status: 409 }),
      );
      renderBuilder(data({ quoteLinkOnWhatsApp: true }));
      fireEvent.click(screen.getByRole("button", { name: "Send v1" }));
      await waitFor(() => expect(showErrorToast).toHaveBeenCalledWith("Link not sent on WhatsApp", sentence));
      expect(screen.getByTestId("quote-sent").textContent).toContain("Version 1 sent to meera@example.in.");
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("is not offered when WhatsApp is not configured or the contact may not receive it", async () => {
      const fetch = stubServer(() =>
        Response.json({ id: "m1", status: "sent", error: null, sentence: null }),
      );
      renderBuilder(data({ quoteLinkOnWhatsApp: false }));
      expect(option()).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Send v1" }));
      await screen.findByTestId("quote-sent");
      expect(calledUrls(fetch)).toEqual(["/api/v1/console/quotes/q1/send"]);
    });
  });
});

describe("applying a terms template to a draft", () => {
  const standard: TermsTemplate = {
    id: "standard",
    name: "Standard",
    validityDays: 7,
    terms: {
      inclusions: [],
      exclusions: [],
      schedule: [{ id: "all", label: "Full payment", share: { kind: "rest" }, due: { kind: "acceptance" } }],
      cancellation: "",
      notes: "",
    },
  };
  const honeymoon: TermsTemplate = {
    id: "honeymoon",
    name: "Honeymoon",
    validityDays: 21,
    terms: {
      ...standard.terms,
      inclusions: ["Candle-lit dinner on the beach"],
      cancellation: "The deposit is kept from 30 days before departure.",
    },
  };
  const withTemplates = () =>
    data({
      termsTemplates: { templates: [standard, honeymoon], defaultId: "standard" },
      validUntilRange: { min: "2026-11-28", max: "2027-05-27" },
    });
  const inclusions = () => screen.getByLabelText<HTMLTextAreaElement>("Inclusions").value;
  const choose = (name: string) =>
    fireEvent.change(screen.getByLabelText("Terms template"), {
      target: { value: name === "Honeymoon" ? "honeymoon" : "standard" },
    });
  const applyButton = () => screen.getByRole("button", { name: "Apply template" });

  it("replaces terms that are a template's own at once, valid for the template's days from today", async () => {
    renderBuilder(withTemplates());
    choose("Honeymoon");
    await waitFor(() => expect(applyButton()).toHaveProperty("disabled", false));
    fireEvent.click(applyButton());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(inclusions()).toBe("Candle-lit dinner on the beach");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Cancellation terms").value).toBe(
      "The deposit is kept from 30 days before departure.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Valid until").value).toBe("2026-12-19");
    expect(screen.getByTestId("save-state").textContent).toBe("Unsaved changes");
  });

  it("asks before replacing terms the agent wrote; Escape keeps them, Replace terms replaces them", async () => {
    renderBuilder(withTemplates());
    fireEvent.change(screen.getByLabelText("Inclusions"), { target: { value: "Our own welcome hamper" } });
    choose("Honeymoon");
    await waitFor(() => expect(applyButton()).toHaveProperty("disabled", false));
    fireEvent.click(applyButton());
    const question = screen.getByRole("alertdialog");
    expect(question.textContent).toContain("Replace this draft's terms with “Honeymoon”?");
    const replace = within(question).getByRole("button", { name: "Replace terms" });
    expect(window.document.activeElement).toBe(replace);

    fireEvent.keyDown(replace, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(inclusions()).toBe("Our own welcome hamper");
    await waitFor(() => expect(window.document.activeElement).toBe(applyButton()));

    fireEvent.click(applyButton());
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Replace terms" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(inclusions()).toBe("Candle-lit dinner on the beach");
  });

  it("is not offered on a sent version", () => {
    renderBuilder({
      ...withTemplates(),
      draft: null,
      latest: { version: 1, document: document(), totals: computeQuote(document(), data().ctx!) },
    });
    expect(screen.queryByRole("button", { name: "Apply template" })).toBeNull();
  });
});
