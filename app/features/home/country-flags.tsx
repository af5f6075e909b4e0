import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Small flags drawn as inline SVG (3:2), simplified for 20–30 px: emoji flags render as letters on
 * Windows, and image files would cost a request each.
 */
export type FlagCode = "KE" | "NO" | "JP" | "CH" | "AE" | "TH" | "ID" | "MV" | "MU" | "VN" | "SG" | "OM";

const star = (cx: number, cy: number, r: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(" ");
};

const FLAGS: Record<FlagCode, { name: string; art: ReactNode }> = {
  KE: {
    name: "Kenya",
    art: (
      <>
        <rect width="30" height="20" fill="#006600" />
        <rect width="30" height="14" fill="#fff" />
        <rect width="30" height="13" fill="#bb0000" />
        <rect width="30" height="7" fill="#fff" />
        <rect width="30" height="6" fill="#000" />
        <ellipse cx="15" cy="10" rx="3.6" ry="7" fill="#000" />
        <ellipse cx="15" cy="10" rx="2.4" ry="7" fill="#bb0000" />
        <rect x="14.6" y="5" width="0.8" height="10" fill="#fff" />
      </>
    ),
  },
  NO: {
    name: "Norway",
    art: (
      <>
        <rect width="30" height="20" fill="#ba0c2f" />
        <rect x="8" width="5" height="20" fill="#fff" />
        <rect y="7.5" width="30" height="5" fill="#fff" />
        <rect x="9.25" width="2.5" height="20" fill="#00205b" />
        <rect y="8.75" width="30" height="2.5" fill="#00205b" />
      </>
    ),
  },
  JP: {
    name: "Japan",
    art: (
      <>
        <rect width="30" height="20" fill="#fff" />
        <circle cx="15" cy="10" r="6" fill="#bc002d" />
      </>
    ),
  },
  CH: {
    name: "Switzerland",
    art: (
      <>
        <rect width="30" height="20" fill="#da291c" />
        <rect x="13" y="4" width="4" height="12" fill="#fff" />
        <rect x="9" y="8" width="12" height="4" fill="#fff" />
      </>
    ),
  },
  AE: {
    name: "UAE",
    art: (
      <>
        <rect width="30" height="20" fill="#000" />
        <rect width="30" height="13.33" fill="#fff" />
        <rect width="30" height="6.67" fill="#00732f" />
        <rect width="8" height="20" fill="#ff0000" />
      </>
    ),
  },
  TH: {
    name: "Thailand",
    art: (
      <>
        <rect width="30" height="20" fill="#a51931" />
        <rect y="3.33" width="30" height="13.34" fill="#f4f5f8" />
        <rect y="6.67" width="30" height="6.66" fill="#2d2a4a" />
      </>
    ),
  },
  ID: {
    name: "Indonesia",
    art: (
      <>
        <rect width="30" height="20" fill="#fff" />
        <rect width="30" height="10" fill="#ce1126" />
      </>
    ),
  },
  MV: {
    name: "Maldives",
    art: (
      <>
        <rect width="30" height="20" fill="#d21034" />
        <rect x="7.5" y="5" width="15" height="10" fill="#007e3a" />
        <circle cx="15.6" cy="10" r="3.2" fill="#fff" />
        <circle cx="16.8" cy="10" r="2.8" fill="#007e3a" />
      </>
    ),
  },
  MU: {
    name: "Mauritius",
    art: (
      <>
        <rect width="30" height="5" fill="#ea2839" />
        <rect y="5" width="30" height="5" fill="#1a206d" />
        <rect y="10" width="30" height="5" fill="#ffd500" />
        <rect y="15" width="30" height="5" fill="#00a551" />
      </>
    ),
  },
  VN: {
    name: "Vietnam",
    art: (
      <>
        <rect width="30" height="20" fill="#da251d" />
        <polygon points={star(15, 10.4, 6)} fill="#ffff00" />
      </>
    ),
  },
  SG: {
    name: "Singapore",
    art: (
      <>
        <rect width="30" height="20" fill="#fff" />
        <rect width="30" height="10" fill="#ef3340" />
        <circle cx="6.5" cy="5" r="3.2" fill="#fff" />
        <circle cx="7.7" cy="5" r="3" fill="#ef3340" />
        {[
          [9.5, 3],
          [11.4, 4.4],
          [10.7, 6.6],
          [8.3, 6.6],
          [7.6, 4.4],
        ].map(([x, y]) => (
          <polygon key={`${x}-${y}`} points={star(x, y, 0.75)} fill="#fff" />
        ))}
      </>
    ),
  },
  OM: {
    name: "Oman",
    art: (
      <>
        <rect width="30" height="20" fill="#008000" />
        <rect width="30" height="13.33" fill="#db161b" />
        <rect width="30" height="6.67" fill="#fff" />
        <rect width="8" height="20" fill="#db161b" />
      </>
    ),
  },
};

export function flagName(code: FlagCode) {
  return FLAGS[code].name;
}

/** Decorative: the country's name is written next to it. */
export function CountryFlag({ code, className }: { code: FlagCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      className={cn(
        "h-4 w-6 shrink-0 overflow-hidden rounded-[2px] shadow-[0_0_0_1px_rgb(14_26_43/0.15)]",
        className,
      )}
    >
      {FLAGS[code].art}
    </svg>
  );
}
