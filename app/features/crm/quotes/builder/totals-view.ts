import { computeQuote, type QuoteContext, type QuoteDocument, type QuoteTotals } from "~/features/quotes";

export type TotalsContext = QuoteContext;

/** What staff see beside a line: its rupee cost, sell price and margin (null where no rate). */
export type LineFigures = {
  costInr: number | null;
  sell: number | null;
  margin: number | null;
  /** The margin as basis points of the sell price. */
  marginBp: number | null;
  /** The currency without a rupee rate, when that is why there are no figures. */
  missingRate: string | null;
};

export type TotalsView = QuoteTotals & {
  /** A line's figures by its id (a line the arithmetic has not seen yet shows dashes). */
  line: (lineId: string) => LineFigures;
};

const NONE: LineFigures = { costInr: null, sell: null, margin: null, marginBp: null, missingRate: null };

/**
 * The draft's figures as the builder shows them: the same pure arithmetic the server runs on save
 * and on send, on the rates and tax rules the page was loaded with.
 */
export function totalsView(doc: QuoteDocument, ctx: TotalsContext): TotalsView {
  return viewOf(computeQuote(doc, ctx));
}

/** Figures already worked out (a sent version's, frozen when it was sent) as the builder shows them. */
export function viewOf(totals: QuoteTotals): TotalsView {
  const byId = new Map(totals.lines.map((l) => [l.lineId, l]));
  return {
    ...totals,
    line: (lineId) => {
      const l = byId.get(lineId);
      return l
        ? {
            costInr: l.costInr,
            sell: l.sell,
            margin: l.margin,
            marginBp: l.marginBp,
            missingRate: l.missingRate,
          }
        : NONE;
    },
  };
}

/** The margin % as the Revenue tab writes it too. */
export { marginPercentText as percentText } from "~/features/quotes";
