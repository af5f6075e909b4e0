import { BedDoubleIcon, CarFrontIcon, SparklesIcon } from "lucide-react";

const previews = [
  { icon: BedDoubleIcon, title: "Change hotels", text: "Swap any stay for another 4 or 5-star you prefer." },
  {
    icon: SparklesIcon,
    title: "Add or remove activities",
    text: "Shared (SIC) or private, priced in rupees.",
  },
  { icon: CarFrontIcon, title: "Choose transfers", text: "A private car, or a shared transfer to save." },
];

/** What the package customiser will let a visitor change: nothing to run in the browser. */
export function CustomisationPreviews() {
  return (
    <ul className="grid gap-4">
      {previews.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-4 rounded-2xl border border-white/10 bg-white/5 p-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-500/15 text-gold-300">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-display text-2xl leading-tight">{title}</span>
            <span className="mt-1 block text-sm text-ivory/70">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The teaser's eyebrow, heading and line: nothing to run in the browser. */
export function CustomisationIntro() {
  return (
    <>
      <p className="eyebrow text-gold-400">Coming soon</p>
      <h2 id="customise-title" className="mt-3 font-display text-4xl leading-[1.08] font-medium sm:text-5xl">
        Customise your package, your way
      </h2>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-ivory/80">
        Soon you will shape any itinerary yourself and see the price change as you go. Join the priority list
        to be among the first to try it.
      </p>
    </>
  );
}
