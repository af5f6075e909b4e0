/**
 * "120 / 500 characters" under a capped text box, and at the cap a line saying so: the box takes no
 * more, and without this a visitor pasting a long note never learns the end was left out. The count
 * is a description of the box (read when it is focused); only the limit line is announced, once.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const atLimit = length >= max;
  return (
    <p
      id={id}
      className="flex flex-wrap justify-between gap-x-3 text-xs text-ink-600"
      data-testid="character-count"
    >
      <span role="status" className={atLimit ? "font-medium text-danger-600" : undefined}>
        {atLimit
          ? `That's the limit: ${max.toLocaleString("en-IN")} characters. Anything longer isn't kept.`
          : ""}
      </span>
      <span className="ml-auto tabular-nums">
        {length.toLocaleString("en-IN")} / {max.toLocaleString("en-IN")} characters
      </span>
    </p>
  );
}
