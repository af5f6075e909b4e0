import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCorners,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { Download } from "lucide-react";
import { startTransition, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatInr } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { BOARD_CARDS_IN_HTML, BOARD_CARDS_STEP, withCards } from "./board-cards";
import type { pipelineTab } from "./pipeline.server";
import { leadTypeLabel, PIPELINE_STAGES, type PipelineStage } from "../shared/crm-constants";
import type { PipelineCard } from "./pipeline.server";
import { useStageMove } from "../records/stage-move";
import { contactHref } from "../shell/tabs";
import { PanelHeading } from "../shared/panel-heading";
import { ScoreBadge } from "../shared/score-badge";

type Data = Awaited<ReturnType<typeof pipelineTab>>;

/** "today", "3d", "5w": how long a lead has waited, at a glance. */
function age(iso: string, now: number): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return "today";
  if (days < 14) return `${days}d`;
  if (days < 70) return `${Math.floor(days / 7)}w`;
  return `${Math.floor(days / 30)}mo`;
}

/**
 * Lucide's grip-vertical (six dots) as one filled path: the same picture in two elements instead of
 * seven, which counts on a board that draws every card's handle before the page can paint.
 */
function Grip({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden className={className}>
      <path d="M9 3a2 2 0 1 0 0 4a2 2 0 1 0 0-4ZM9 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4ZM9 17a2 2 0 1 0 0 4a2 2 0 1 0 0-4ZM15 3a2 2 0 1 0 0 4a2 2 0 1 0 0-4ZM15 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4ZM15 17a2 2 0 1 0 0 4a2 2 0 1 0 0-4Z" />
    </svg>
  );
}

/**
 * Arrow keys while a card is picked up (Space) jump a whole column left or right, instead of the
 * default nudge of a few pixels: a keyboard move is one key press per stage.
 */
const columnJump: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, droppableRects, over, collisionRect } = context;
  if (!active || !collisionRect) return undefined;
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const from = (over?.id ?? active.data.current?.stage) as PipelineStage;
  const index = PIPELINE_STAGES.indexOf(from);
  const target = PIPELINE_STAGES[Math.max(0, Math.min(PIPELINE_STAGES.length - 1, index + step))]!;
  const rect = droppableRects.get(target);
  if (!rect) return undefined;
  return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + 48 };
};

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${String(active.data.current?.name)}. Use the left and right arrow keys to choose a stage, Space to drop, Escape to cancel.`,
  onDragOver: ({ active, over }) =>
    over ? `${String(active.data.current?.name)} is over ${String(over.id)}.` : "Not over a stage.",
  onDragEnd: ({ active, over }) =>
    over
      ? `${String(active.data.current?.name)} dropped on ${String(over.id)}.`
      : "Dropped outside the board.",
  onDragCancel: ({ active }) => `Move of ${String(active.data.current?.name)} cancelled.`,
};

function Column({
  stage,
  count,
  valueInr,
  shown,
  moreHref,
  children,
}: {
  stage: PipelineStage;
  count: number;
  valueInr: number;
  shown: number;
  /** The board with this column drawing its next cards. */
  moreHref: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const navigation = useNavigation();
  const loadingMore = navigation.state === "loading" && `/vox${navigation.location.search}` === moreHref;
  const more = Math.min(BOARD_CARDS_STEP, count - shown);
  return (
    <section
      ref={setNodeRef}
      aria-label={`${stage}: ${count} ${count === 1 ? "lead" : "leads"}, ${formatInr(valueInr)}`}
      data-stage={stage}
      className={cn(
        "relative flex w-72 shrink-0 snap-start flex-col rounded-xl border bg-sand-50 transition-colors sm:w-64",
        isOver ? "border-gold-500 bg-gold-300/20" : "border-sand-200",
      )}
    >
      <header className="border-b border-sand-200 px-3 py-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink-900">{stage}</h3>
          <span
            data-testid="stage-count"
            className="rounded-full bg-white px-2 text-xs font-medium text-ink-700 tabular-nums"
          >
            {count}
          </span>
        </div>
        <p data-testid="stage-value" className="mt-0.5 text-xs text-ink-600 tabular-nums">
          {formatInr(valueInr)}
        </p>
      </header>
      {/* Not stretched: when another column shows more, this one's "Show more" stays under its
          cards; the column itself still spans the board's height, all of it a drop target. */}
      <ul className="flex min-h-24 flex-col gap-2 p-2">{children}</ul>
      {count > shown ? (
        <div className="flex items-center justify-between gap-2 px-3 pb-2.5 text-xs whitespace-nowrap text-ink-500">
          <span className="tabular-nums">
            Newest {shown.toLocaleString("en-IN")} of {count.toLocaleString("en-IN")}
          </span>
          {/* A link: it works before the page's script has loaded, and the address keeps it. */}
          <Link
            to={moreHref}
            replace
            preventScrollReset
            aria-busy={loadingMore || undefined}
            className="rounded-full border border-ink-900/20 px-2.5 py-1 font-medium text-ink-900 hover:border-ink-900/40 hover:bg-ink-900/5 focus-visible:outline-2 focus-visible:outline-gold-500"
          >
            {loadingMore ? "Loading…" : `Show ${more} more`}
            <span className="sr-only"> in {stage}</span>
          </Link>
        </div>
      ) : null}
    </section>
  );
}

type CardProps = {
  card: PipelineCard;
  now: number;
  onMove?: (to: PipelineStage) => void;
  /** The Move to list with every stage (see `complete` in PipelinePanel). */
  allStages?: boolean;
};

/** A card on the board; the copy that follows the pointer while dragging has no handle or list. */
function CardBody({
  card,
  now,
  onMove,
  allStages,
  handle,
  className,
  innerRef,
}: CardProps & { handle?: ReactNode; className?: string; innerRef?: (el: HTMLElement | null) => void }) {
  const moveId = useId();
  return (
    <li
      ref={innerRef}
      data-testid="pipeline-card"
      data-lead={card.id}
      className={cn(
        "list-none rounded-lg border border-sand-200 bg-white p-2.5 text-sm shadow-xs",
        className,
      )}
    >
      <div className="flex items-start gap-1.5">
        {handle}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <Link
              to={contactHref(card.contactId)}
              className="font-medium text-ink-900 underline-offset-4 hover:underline"
            >
              {card.name}
            </Link>
            <ScoreBadge score={card.score} />
          </div>
          <p className="mt-0.5 text-xs text-ink-600">
            {card.destination ? `${card.destination} · ` : ""}
            {leadTypeLabel(card.type)}
          </p>
          <p className="mt-1 flex items-center justify-between gap-2 text-xs text-ink-500">
            <span className="font-medium text-ink-800 tabular-nums">
              {card.valueInr !== null ? formatInr(card.valueInr) : "—"}
            </span>
            <span>
              {card.ownerName ?? "Unassigned"} · {age(card.createdAt, now)}
            </span>
          </p>
          {onMove && allStages ? (
            <div className="mt-2">
              <label htmlFor={moveId} className="sr-only">
                Move {card.name} to
              </label>
              <select
                id={moveId}
                className={cn(fieldClasses, moveListClasses)}
                value={card.stage}
                onChange={(e) => onMove(e.target.value as PipelineStage)}
              >
                {PIPELINE_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {s === card.stage ? `In ${s}` : `Move to ${s}`}
                  </option>
                ))}
              </select>
            </div>
          ) : onMove ? (
            // Before React has the page the list could not move anything, and a form control costs
            // the browser far more to build than a box: the server draws the closed list's picture,
            // the same size, and the list itself replaces it once the board is complete.
            <div className="mt-2" aria-hidden>
              <div className={cn(fieldClasses, moveListClasses, "flex items-center")}>In {card.stage}</div>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * A card's Move to list, and its picture in the server's HTML: no native arrow (the picture could
 * not draw the same one), a chevron of our own on both instead.
 */
const moveListClasses = "h-8 appearance-none select-chevron pr-7 pl-2 text-xs sm:text-xs";

const handleClasses =
  "-ml-1 cursor-grab touch-none rounded p-0.5 text-ink-400 hover:text-ink-700 focus-visible:outline-2 focus-visible:outline-gold-500 active:cursor-grabbing";

function DraggableCard(props: CardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.card.id,
    data: { stage: props.card.stage, name: props.card.name },
  });
  return (
    <CardBody
      {...props}
      innerRef={setNodeRef}
      className={cn(isDragging && "opacity-40")}
      handle={
        <button
          type="button"
          className={handleClasses}
          aria-label={`Drag ${props.card.name} to another stage`}
          {...listeners}
          {...attributes}
        >
          <Grip className="size-4" />
        </button>
      }
    />
  );
}

export default function PipelinePanel({ data }: { data: Data }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { move, dialog } = useStageMove();
  // The server's HTML draws each column's first few cards, with Move to lists holding only the
  // card's own stage: what fills a screen, built by the browser before the board can show. The
  // rest of the cards the server sent and the lists' other stages (a choice made before React has
  // the page could not be sent anyway) follow once React has it, in a transition that gives way to
  // the agent's clicks and keys. Drawn in the browser later (another tab, a filter), all at once.
  const hydrated = useHydrated();
  const [complete, setComplete] = useState(hydrated);
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true));
  }, [complete]);
  // Moves shown before the page's data has them. One the server took stays until that data is
  // drawn: the data is read again in a transition, which React may draw after this state, and
  // dropping the move first would show the card back in its old column for a moment.
  const [pendingMoves, setPendingMoves] = useState<Record<string, PipelineStage>>({});
  const drawn = useRef(data);
  const awaitingData = useRef(new Set<string>());
  useEffect(() => {
    drawn.current = data;
    // The first data drawn after the server took a move is its word on where the card is now.
    const taken = awaitingData.current;
    if (taken.size === 0) return;
    awaitingData.current = new Set();
    setPendingMoves((m) => Object.fromEntries(Object.entries(m).filter(([id]) => !taken.has(id))));
  }, [data]);
  const [active, setActive] = useState<PipelineCard | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setNow(Date.now()), [data]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );

  // The board as the agent sees it: the server's columns with pending moves applied.
  const columns = useMemo(() => {
    const all = data.stages.flatMap((s) => s.cards);
    return data.stages.map((column) => {
      const leaving = column.cards.filter((c) => pendingMoves[c.id] && pendingMoves[c.id] !== column.stage);
      const arriving = all.filter((c) => pendingMoves[c.id] === column.stage && c.stage !== column.stage);
      const sum = (cards: PipelineCard[]) => cards.reduce((n, c) => n + (c.valueInr ?? 0), 0);
      return {
        ...column,
        count: column.count - leaving.length + arriving.length,
        valueInr: column.valueInr - sum(leaving) + sum(arriving),
        cards: [
          ...arriving.map((c) => ({ ...c, stage: column.stage })),
          ...column.cards.filter((c) => !leaving.includes(c)),
        ],
      };
    });
  }, [data.stages, pendingMoves]);

  async function requestMove(card: PipelineCard, to: PipelineStage) {
    if (card.stage === to) return;
    // A card moved again before the data had its last move waits for this move's answer instead.
    awaitingData.current.delete(card.id);
    setPendingMoves((m) => ({ ...m, [card.id]: to }));
    const taken = await move(card, to);
    const alreadyDrawn = drawn.current.stages.some(
      (column) => column.stage === to && column.cards.some((c) => c.id === card.id && c.stage === to),
    );
    if (taken && !alreadyDrawn) {
      awaitingData.current.add(card.id);
      return;
    }
    // Refused or cancelled (the unchanged data shows next), or the data already has it.
    setPendingMoves((m) => {
      const { [card.id]: _, ...rest } = m;
      return rest;
    });
  }

  function onDragStart(event: DragStartEvent) {
    setActive(data.stages.flatMap((s) => s.cards).find((c) => c.id === event.active.id) ?? null);
  }
  function onDragEnd(event: DragEndEvent) {
    setActive(null);
    const card = data.stages.flatMap((s) => s.cards).find((c) => c.id === event.active.id);
    const to = event.over?.id as PipelineStage | undefined;
    if (card && to && PIPELINE_STAGES.includes(to)) void requestMove(card, to);
  }

  function setFilter(key: "owner" | "type", value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    void navigate(`?${next}`, { replace: true, preventScrollReset: true });
  }

  const total = columns.reduce((n, c) => n + c.count, 0);
  const open = columns.filter((c) => !c.stage.startsWith("Closed")).reduce((n, c) => n + c.valueInr, 0);

  return (
    <section aria-label="Pipeline">
      <PanelHeading title="Pipeline">
        {total.toLocaleString("en-IN")} {total === 1 ? "lead" : "leads"} · open value {formatInr(open)}
      </PanelHeading>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Owner
          <select
            disabled={!hydrated}
            className={cn(fieldClasses, "h-9 w-44 px-2 sm:text-sm")}
            value={data.filters.owner ?? ""}
            onChange={(e) => setFilter("owner", e.target.value)}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Unassigned</option>
            {data.owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Lead type
          <select
            disabled={!hydrated}
            className={cn(fieldClasses, "h-9 w-44 px-2 sm:text-sm")}
            value={data.filters.type ?? ""}
            onChange={(e) => setFilter("type", e.target.value)}
          >
            <option value="">Any type</option>
            {data.leadTypes.map((t) => (
              <option key={t} value={t}>
                {leadTypeLabel(t)}
              </option>
            ))}
          </select>
        </label>
        {data.canExport ? (
          <a
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-ink-900/20 px-3 text-[0.8125rem] font-medium text-ink-900 hover:border-ink-900/40 hover:bg-ink-900/5 focus-visible:outline-2 focus-visible:outline-gold-500"
            href={`/api/v1/console/leads/export?${new URLSearchParams(
              Object.entries(data.filters).filter((e): e is [string, string] => typeof e[1] === "string"),
            )}`}
            download
          >
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        ) : null}
        <p className="text-xs text-ink-500 sm:ml-auto">
          Drag a card, or pick it up with Space and move it with the arrow keys; each card also has a Move to
          list.
        </p>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move a lead, press Space to pick it up, the left and right arrow keys to choose a stage, and Space again to drop it. Escape cancels.",
          },
        }}
      >
        {/* relative: the cards' visually hidden labels are positioned inside the scroller, so they
            never widen the page on a phone. */}
        <div className="relative flex snap-x snap-mandatory gap-3 overflow-x-auto pb-3">
          {columns.map((column) => (
            <Column
              key={column.stage}
              stage={column.stage}
              count={column.count}
              valueInr={column.valueInr}
              shown={column.cards.length}
              moreHref={`?${withCards(search, column.stage, column.limit + BOARD_CARDS_STEP)}`}
            >
              {column.cards.length === 0 ? (
                <li className="px-1 py-4 text-center text-xs text-ink-500">No leads</li>
              ) : (
                (complete ? column.cards : column.cards.slice(0, BOARD_CARDS_IN_HTML)).map((card) => (
                  <DraggableCard
                    key={card.id}
                    card={card}
                    now={now}
                    allStages={complete}
                    onMove={(to) => void requestMove(card, to)}
                  />
                ))
              )}
            </Column>
          ))}
        </div>
        <DragOverlay>
          {active ? (
            <ul>
              <CardBody
                card={active}
                now={now}
                className="rotate-1 shadow-lift"
                handle={<Grip className="mt-0.5 size-4 text-ink-400" />}
              />
            </ul>
          ) : null}
        </DragOverlay>
      </DndContext>
      {dialog}
    </section>
  );
}
