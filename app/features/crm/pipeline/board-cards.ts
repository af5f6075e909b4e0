import { PIPELINE_STAGES, type PipelineStage } from "../shared/crm-constants";

/**
 * How many cards each board column draws. Every card is a drag handle, a link and a Move to list:
 * drawn by the hundred they made the board slow to arrive and slow to answer, while a column shows
 * a handful on screen. So a column starts with its newest few and "Show more" asks the server for
 * the next ones. The address keeps each column's number (`show=Contacted:50`), so a reload, a
 * filter or the refresh after a move keeps what the agent opened. Counts and values always cover
 * every lead of the column.
 */
export const BOARD_CARDS_FIRST = 10;
export const BOARD_CARDS_STEP = 40;
export const BOARD_CARDS_MAX = 1000;
/** Of those, the cards in the server's HTML: a tall screen's worth (the rest follow in the browser). */
export const BOARD_CARDS_IN_HTML = 6;
const PARAM = "show";

const stageOf = (value: string) => value.slice(0, value.lastIndexOf(":"));

/** Each column's number of cards from the address; what does not parse is the default. */
export function cardsPerStage(params: URLSearchParams): Record<PipelineStage, number> {
  const shown = Object.fromEntries(PIPELINE_STAGES.map((s) => [s, BOARD_CARDS_FIRST])) as Record<
    PipelineStage,
    number
  >;
  for (const value of params.getAll(PARAM)) {
    const stage = stageOf(value) as PipelineStage;
    const n = Number(value.slice(value.lastIndexOf(":") + 1));
    if (PIPELINE_STAGES.includes(stage) && Number.isInteger(n) && n > 0)
      shown[stage] = Math.min(Math.max(n, BOARD_CARDS_FIRST), BOARD_CARDS_MAX);
  }
  return shown;
}

/** The address with `stage` drawing `n` cards; the other columns keep theirs. */
export function withCards(params: URLSearchParams, stage: PipelineStage, n: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const others = next.getAll(PARAM).filter((v) => stageOf(v) !== stage);
  next.delete(PARAM);
  for (const v of others) next.append(PARAM, v);
  next.append(PARAM, `${stage}:${Math.min(n, BOARD_CARDS_MAX)}`);
  return next;
}
