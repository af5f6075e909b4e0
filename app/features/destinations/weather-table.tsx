import {
  CloudIcon,
  CloudLightningIcon,
  CloudRainIcon,
  CloudSunIcon,
  SnowflakeIcon,
  SunIcon,
} from "lucide-react";
import { MONTH_KEYS, MONTHS_LONG } from "~/lib/format";
import type { WeatherMonth } from "./destination-schema";

const ICONS = {
  sunny: SunIcon,
  "partly-cloudy": CloudSunIcon,
  cloudy: CloudIcon,
  rainy: CloudRainIcon,
  stormy: CloudLightningIcon,
  snowy: SnowflakeIcon,
} as const;

/** "Sep" -> "September". */
const monthName = (key: WeatherMonth["month"]) => MONTHS_LONG[MONTH_KEYS.indexOf(key)];

/**
 * Twelve months as a table (readable by screen readers and on a phone), with CSS bars: the day's
 * low-to-high range on one scale for the whole year, and rainfall against the wettest month.
 */
export function WeatherTable({
  weather,
  destinationName,
}: {
  weather: WeatherMonth[];
  destinationName: string;
}) {
  const low = Math.min(...weather.map((w) => w.tempMinC));
  const high = Math.max(...weather.map((w) => w.tempMaxC));
  const span = Math.max(1, high - low);
  const wettest = Math.max(1, ...weather.map((w) => w.rainfallMm));

  return (
    <div className="overflow-hidden rounded-card border border-sand-200 bg-white shadow-card">
      <table className="w-full border-collapse text-left text-sm" data-testid="weather-table">
        <caption className="sr-only">
          Typical weather in {destinationName} by month: temperature range in °C and rainfall in mm
        </caption>
        <thead className="bg-sand-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="w-px py-3 pr-2 pl-4 sm:pl-6">
              Month
            </th>
            <th scope="col" className="px-2 py-3">
              Conditions
            </th>
            <th scope="col" className="w-px px-2 py-3">
              <span className="sm:hidden">°C</span>
              <span className="hidden sm:inline">Temperature</span>
            </th>
            <th scope="col" className="w-px py-3 pr-4 pl-2 text-right sm:pr-6 sm:text-left">
              Rain
            </th>
          </tr>
        </thead>
        <tbody>
          {weather.map((w) => {
            const Icon = ICONS[w.icon];
            return (
              <tr key={w.month} className="border-t border-sand-200 align-middle">
                <th scope="row" className="py-3 pr-2 pl-4 font-semibold text-ink-900 sm:pl-6">
                  <abbr title={monthName(w.month)} className="no-underline">
                    {w.month}
                  </abbr>
                </th>
                <td className="px-2 py-3 text-ink-700">
                  <span className="flex items-start gap-2">
                    <Icon className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
                    <span className="leading-snug">{w.condition}</span>
                  </span>
                </td>
                <td className="px-2 py-3 whitespace-nowrap">
                  <span className="font-medium text-ink-900 tabular-nums">
                    {w.tempMinC}–{w.tempMaxC}°
                  </span>
                  <span
                    aria-hidden="true"
                    className="relative mt-1.5 hidden h-1.5 w-40 rounded-full bg-sand-100 sm:block lg:w-56"
                  >
                    <span
                      className="absolute inset-y-0 rounded-full bg-linear-to-r from-sky-400 via-gold-400 to-orange-500"
                      style={{
                        left: `${((w.tempMinC - low) / span) * 100}%`,
                        width: `${Math.max(4, ((w.tempMaxC - w.tempMinC) / span) * 100)}%`,
                      }}
                    />
                  </span>
                </td>
                <td className="py-3 pr-4 pl-2 text-right whitespace-nowrap sm:pr-6 sm:text-left">
                  <span className="text-ink-800 tabular-nums">{w.rainfallMm} mm</span>
                  <span
                    aria-hidden="true"
                    className="mt-1.5 hidden h-1.5 w-24 rounded-full bg-sand-100 sm:block lg:w-36"
                  >
                    <span
                      className="block h-full rounded-full bg-sky-600/70"
                      style={{ width: `${(w.rainfallMm / wettest) * 100}%` }}
                    />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
