import type { ReactNode } from "react";

/** The standard page opening: an eyebrow, a serif title and one line. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-ink-900 text-ivory">
      <div className="container-page py-16 sm:py-20">
        {eyebrow ? <p className="eyebrow text-gold-400">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight sm:text-6xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg text-ivory/80">{children}</div> : null}
      </div>
    </section>
  );
}
