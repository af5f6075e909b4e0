import { Clock, ShieldCheck, Tag } from "lucide-react";
import { DealCard } from "./deal-card";
import { deals } from "./deals-data";

/** /deals: hero and the grid of deals shared with the header's story viewer. */
export function DealsPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,rgb(194_155_87/0.25),transparent_60%)]"
        />
        <div className="relative container-page py-16 sm:py-24">
          <p className="eyebrow text-gold-400">Deals & Offers</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.05] sm:text-6xl">
            This season's finest fares
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ivory/80">
            Limited-time prices on journeys our travel designers have already shaped — flights, stays and the
            experiences that make them.
          </p>
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm text-ivory/85">
            <li className="inline-flex items-center gap-2">
              <Tag className="size-4 text-gold-400" aria-hidden="true" />
              Up to {Math.max(...deals.map((d) => d.discountPercent))}% off
            </li>
            <li className="inline-flex items-center gap-2">
              <Clock className="size-4 text-gold-400" aria-hidden="true" />
              Seats held while you decide
            </li>
            <li className="inline-flex items-center gap-2">
              <ShieldCheck className="size-4 text-gold-400" aria-hidden="true" />
              Prices per person, in rupees
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="current-deals" className="container-page py-12 sm:py-16">
        <h2 id="current-deals" className="sr-only">
          Current deals
        </h2>
        <div className="grid gap-8 xl:gap-10">
          {deals.map((d, i) => (
            <DealCard key={d.id} deal={d} priority={i === 0} />
          ))}
        </div>
        <p className="mt-10 text-sm text-ink-600">
          Deal prices are per person on twin sharing, subject to availability on the dates you choose, and
          confirmed in writing before you pay.
        </p>
      </section>
    </>
  );
}
