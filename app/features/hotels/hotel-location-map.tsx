import { MapPin, Navigation } from "lucide-react";
import type { Hotel } from "./hotels-data";

/**
 * The Location block: a drawn placeholder of the Goa coast with the hotel's pin (no map tiles are
 * loaded: no third-party requests, no layout shift), the postal address and a link to open it in maps.
 */
export function HotelLocationMap({
  hotel,
}: {
  hotel: Pick<Hotel, "name" | "location" | "address" | "nearby">;
}) {
  const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${hotel.name}, ${hotel.address}`)}`;
  return (
    <div className="overflow-hidden rounded-card border border-sand-200 bg-white">
      <svg
        viewBox="0 0 400 220"
        className="block h-auto w-full"
        role="img"
        aria-label={`Map placeholder: ${hotel.name}, ${hotel.location}`}
      >
        <defs>
          <linearGradient id="map-sea" x1="0" x2="1">
            <stop offset="0" stopColor="#c9dde3" />
            <stop offset="1" stopColor="#dcebee" />
          </linearGradient>
          <pattern id="map-grid" width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M20 0H0V20" fill="none" stroke="#e2d8c6" strokeWidth="0.6" />
          </pattern>
        </defs>
        <rect width="400" height="220" fill="url(#map-sea)" />
        {/* The land east of the Arabian Sea, with a coastline of coves and a river mouth. */}
        <path
          d="M150 0 C140 30 165 45 150 70 C138 92 160 104 152 126 C146 146 170 158 160 180 C154 196 168 210 164 220 L400 220 L400 0 Z"
          fill="#f3ede3"
        />
        <path
          d="M150 0 C140 30 165 45 150 70 C138 92 160 104 152 126 C146 146 170 158 160 180 C154 196 168 210 164 220 L400 220 L400 0 Z"
          fill="url(#map-grid)"
        />
        <path
          d="M158 96 C200 90 230 110 280 100 C320 92 350 108 400 98"
          fill="none"
          stroke="#c9dde3"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <path d="M190 0 C200 60 185 120 215 220" fill="none" stroke="#ffffff" strokeWidth="5" />
        <path
          d="M190 0 C200 60 185 120 215 220"
          fill="none"
          stroke="#d6c7ae"
          strokeWidth="1.2"
          strokeDasharray="5 5"
        />
        <text x="34" y="120" fill="#5b7f8a" fontSize="11" fontStyle="italic" letterSpacing="2">
          ARABIAN SEA
        </text>
        <g transform="translate(196 122)">
          <circle r="22" fill="#c29b57" opacity="0.18" />
          <circle r="11" fill="#c29b57" opacity="0.35" />
          <path
            d="M0 -26 C-9 -26 -15 -19 -15 -11 C-15 -1 0 10 0 10 C0 10 15 -1 15 -11 C15 -19 9 -26 0 -26 Z"
            fill="#0e1a2b"
          />
          <circle cy="-12" r="5" fill="#e5cf9f" />
        </g>
        <text x="222" y="118" fill="#0e1a2b" fontSize="12" fontWeight="600">
          {hotel.name}
        </text>
        <text x="222" y="133" fill="#3a4f6a" fontSize="10">
          {hotel.location}
        </text>
      </svg>
      <div className="grid gap-4 p-5">
        <p className="flex gap-2 text-sm text-ink-800">
          <MapPin className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
          <span data-testid="hotel-address">{hotel.address}</span>
        </p>
        <ul className="grid gap-2 text-sm" aria-label="Nearby">
          {hotel.nearby.map((n) => (
            <li key={n.place} className="flex justify-between gap-4 border-t border-sand-200 pt-2">
              <span className="text-ink-700">{n.place}</span>
              <span className="shrink-0 font-medium text-ink-900">{n.distance}</span>
            </li>
          ))}
        </ul>
        <a
          href={mapsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
        >
          <Navigation className="size-4" aria-hidden="true" />
          Open in Google Maps
        </a>
      </div>
    </div>
  );
}
