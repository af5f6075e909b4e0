import { useId, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

type NotFoundSectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** Drawn above the eyebrow. */
  icon?: ReactNode;
  eyebrow: ReactNode;
  title: ReactNode;
  /** The heading's accessible name, when its visible text does not say it (the large "404"). */
  titleLabel?: string;
  /** The heading's size and weight. */
  titleClassName?: string;
  message: ReactNode;
  messageProps?: ComponentProps<"p"> & { "data-testid"?: string };
  /** The ways on: the list the item came from, other destinations, home. */
  children: ReactNode;
};

/**
 * The body of every page that has nothing to show: the site's 404 page and an unknown destination,
 * hotel or package. Centred under the header, it names what is missing and offers the ways on.
 */
export function NotFoundSection({
  icon,
  eyebrow,
  title,
  titleLabel,
  titleClassName,
  message,
  messageProps,
  children,
  className,
  ...props
}: NotFoundSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center",
        className,
      )}
      {...props}
    >
      {icon}
      <p className={cn("eyebrow", icon && "mt-6")}>{eyebrow}</p>
      <h1 id={titleId} aria-label={titleLabel} className={cn("mt-3 font-display", titleClassName)}>
        {title}
      </h1>
      <p {...messageProps} className={cn("mt-4 max-w-md text-ink-600", messageProps?.className)}>
        {message}
      </p>
      {children}
    </section>
  );
}

/** "Return to Home Base", the way out of the 404 page and an unknown destination. */
export function ReturnHomeLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex h-12 items-center rounded-full bg-ink-900 px-7 font-semibold text-ivory hover:bg-ink-800",
        className,
      )}
    >
      Return to Home Base
    </Link>
  );
}
