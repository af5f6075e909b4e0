import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Eyebrow, serif title and an optional line: the one heading pattern of the home page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  tone = "light",
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <p className={cn("eyebrow", tone === "dark" && "text-gold-400")}>{eyebrow}</p>
      <h2
        id={id}
        className={cn(
          "mt-3 font-display text-4xl leading-[1.08] font-medium sm:text-5xl",
          tone === "dark" ? "text-ivory" : "text-ink-900",
        )}
      >
        {title}
      </h2>
      {children ? (
        <p
          className={cn(
            "mt-4 text-base leading-relaxed sm:text-lg",
            tone === "dark" ? "text-ivory/75" : "text-ink-600",
          )}
        >
          {children}
        </p>
      ) : null}
    </div>
  );
}
