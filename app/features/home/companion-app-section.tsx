import {
  CalendarDaysIcon,
  CarFrontIcon,
  DownloadIcon,
  FileTextIcon,
  MapPinIcon,
  PhoneIcon,
  StarIcon,
} from "lucide-react";
import { SectionHeading } from "./section-heading";

const sampleDay = [
  { time: "06:00", title: "Sunrise game drive", place: "Maasai Mara, Mara River" },
  { time: "10:30", title: "Bush breakfast", place: "Under the acacias" },
  { time: "16:00", title: "Maasai village visit", place: "Olare Motorogi" },
  { time: "18:45", title: "Sundowners", place: "Angama Mara deck" },
];

const vouchers = ["Angama Mara · 2 nights", "Hot-air balloon safari", "Nairobi airport transfer"];

/** A designed phone mock-up (HTML/CSS, no screenshot): a sample day, the driver card and vouchers. */
function PhoneMockup() {
  return (
    <figure className="mx-auto w-full max-w-[20rem]">
      <div className="relative rounded-[2.75rem] bg-ink-950 p-2.5 shadow-[0_30px_60px_-20px_rgb(10_19_32/0.55)] ring-1 ring-white/10">
        <div
          aria-hidden="true"
          className="absolute top-4 left-1/2 z-10 h-5 w-24 -translate-x-1/2 rounded-full bg-ink-950"
        />
        <div className="overflow-hidden rounded-[2.25rem] bg-ivory text-ink-900">
          <div className="bg-ink-900 px-5 pt-10 pb-5 text-ivory">
            <p className="text-[0.6875rem] font-semibold tracking-[0.18em] text-gold-300 uppercase">
              Day 3 of 8 · Kenya
            </p>
            <p className="mt-1 font-display text-2xl leading-tight">The Great Migration</p>
            <p className="mt-1 flex items-center gap-1 text-xs text-ivory/70">
              <CalendarDaysIcon className="size-3.5" aria-hidden="true" />
              Thursday, 14 August
            </p>
          </div>
          <ol className="space-y-3 px-5 pt-4">
            {sampleDay.map((item) => (
              <li key={item.time} className="flex gap-3">
                <span className="w-10 shrink-0 pt-0.5 text-xs font-semibold text-gold-700 tabular-nums">
                  {item.time}
                </span>
                <span className="border-l border-sand-300 pl-3">
                  <span className="block text-sm leading-snug font-medium">{item.title}</span>
                  <span className="flex items-center gap-1 text-[0.6875rem] text-ink-600">
                    <MapPinIcon className="size-3" aria-hidden="true" />
                    {item.place}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <div className="mx-4 mt-4 rounded-2xl border border-sand-200 bg-white p-3.5 shadow-card">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-sand-200 text-sm font-semibold text-ink-800"
              >
                JK
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1 text-sm font-semibold">
                  Joseph Kamau
                  <StarIcon className="size-3 fill-gold-500 text-gold-500" aria-hidden="true" />
                  <span className="text-xs font-medium text-ink-600">4.9</span>
                </p>
                <p className="truncate text-[0.6875rem] text-ink-600">Land Cruiser · KDA 482X</p>
              </div>
              <span
                className="flex size-9 items-center justify-center rounded-full bg-success-600 text-white"
                aria-hidden="true"
              >
                <PhoneIcon className="size-4" />
              </span>
            </div>
            <div className="mt-3 flex items-center gap-2 text-[0.6875rem] font-medium text-ink-700">
              <CarFrontIcon className="size-3.5 text-gold-700" aria-hidden="true" />
              <span className="relative h-1 flex-1 overflow-hidden rounded-full bg-sand-200">
                <span className="absolute inset-y-0 left-0 w-2/3 rounded-full bg-gold-500" />
              </span>
              ETA 6 min
            </div>
          </div>
          <div className="px-5 pt-4 pb-6">
            <p className="text-[0.6875rem] font-semibold tracking-[0.16em] text-ink-600 uppercase">
              Vouchers
            </p>
            <ul className="mt-2 space-y-1.5">
              {vouchers.map((v) => (
                <li
                  key={v}
                  className="flex items-center gap-2 rounded-xl bg-sand-100 px-3 py-2 text-xs font-medium"
                >
                  <FileTextIcon className="size-3.5 text-gold-700" aria-hidden="true" />
                  <span className="flex-1 truncate">{v}</span>
                  <DownloadIcon className="size-3.5 text-ink-600" aria-hidden="true" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-xs text-ink-600">
        A sample day in the companion app
      </figcaption>
    </figure>
  );
}

export function CompanionAppSection() {
  return (
    <section
      className="cv-auto [--cv-size:1233px] sm:[--cv-size:1027px] lg:[--cv-size:681px] overflow-hidden py-20 sm:py-24"
      aria-labelledby="companion-title"
      data-testid="companion-app"
    >
      <div className="container-page grid items-center gap-14 lg:grid-cols-[1fr_auto] lg:gap-24">
        <div>
          <SectionHeading
            id="companion-title"
            eyebrow="Companion trip app"
            title="Your whole trip, in your pocket"
          >
            Every booking comes with our companion app: the day-wise plan, who is picking you up, and every
            voucher, even offline.
          </SectionHeading>
          <dl className="mt-10 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            <div>
              <dt className="font-display text-2xl font-semibold">Day-wise itinerary</dt>
              <dd className="mt-1 text-sm text-ink-600">
                Timings, places and notes for each day, updated live if plans change.
              </dd>
            </div>
            <div>
              <dt className="font-display text-2xl font-semibold">Your driver</dt>
              <dd className="mt-1 text-sm text-ink-600">
                Name, car, plate and a live ETA before every pickup.
              </dd>
            </div>
            <div>
              <dt className="font-display text-2xl font-semibold">Vouchers</dt>
              <dd className="mt-1 text-sm text-ink-600">
                Hotel, transfer and activity vouchers ready to download.
              </dd>
            </div>
          </dl>
        </div>
        <PhoneMockup />
      </div>
    </section>
  );
}
