import { cn } from "~/lib/cn";

/** A refusal on the staff screens: the sentence, then the reasons (a weak password's) as a list. */
export function AuthAlert({
  message,
  reasons,
  id,
  className,
}: {
  message: string;
  reasons?: readonly string[];
  id?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        "rounded-lg border border-danger-600/30 bg-danger-600/5 px-4 py-3 text-sm text-danger-600",
        className,
      )}
    >
      <p>{message}</p>
      {reasons?.length ? (
        <ul className="mt-2 list-disc pl-5">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
