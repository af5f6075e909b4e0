import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { cn } from "~/lib/cn";
import type { SliderProps } from "./ui/slider";

// Radix Slider (~4 KB gz) is fetched when a visitor first comes to the slider (hover, focus, press),
// not with the page: until then the slider renders as Radix renders it, on the server and after.
const loadSlider = () => import("./ui/slider");
let LoadedSlider: ComponentType<SliderProps> | null = null;

export type SliderOnApproachProps = {
  value: number[];
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number[]) => void;
  thumbLabels: string[];
  getThumbValueText: (value: number, index: number) => string;
  "aria-labelledby"?: string;
};

/** Radix's offset that keeps a thumb inside the track at its ends (a 24 px thumb). */
const THUMB_HALF_WIDTH = 12;
const inBoundsOffset = (percent: number) => THUMB_HALF_WIDTH - (percent / 50) * THUMB_HALF_WIDTH;

const STEP_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };
const PAGE_KEYS: Record<string, number> = { PageDown: -1, PageUp: 1 };

/**
 * A controlled range slider (one thumb per value) that draws Radix Slider's markup until its code is
 * there. What the visitor does meanwhile is kept: a press on the track moves the nearest thumb there,
 * an arrow, Page, Home or End key moves the focused thumb, and Radix takes over once no thumb of this
 * one has focus.
 */
export function SliderOnApproach(props: SliderOnApproachProps) {
  const { value, min, max, step, onValueChange, thumbLabels, getThumbValueText } = props;
  const [Slider, setSlider] = useState(() => LoadedSlider);
  // The server has no thumb sizes: Radix hides the thumbs there and shows them once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const root = useRef<HTMLSpanElement>(null);
  const focusedThumb = useRef<number | null>(null);
  const loading = useRef(false);

  // The value as the visitor last set it: two keys pressed before the page re-renders (its update may
  // wait for a transition) must add up, not both start from the same stale value.
  const latest = useRef(value);
  latest.current = value;
  const load = () => {
    if (Slider || loading.current) return;
    loading.current = true;
    void loadSlider().then((m) => {
      LoadedSlider = m.Slider;
      // A thumb the visitor is on keeps working as it is (it handles every key Radix does) and Radix
      // takes over once focus leaves it: swapping the element under a keyboard user's focus would drop
      // the keys pressed until focus found the new thumb.
      if (focusedThumb.current === null) setSlider(() => m.Slider);
    });
  };

  const setThumb = (index: number, next: number) => {
    const now = latest.current;
    const low = index === 0 ? min : (now[index - 1] ?? min);
    const high = index === now.length - 1 ? max : (now[index + 1] ?? max);
    const clamped = Math.min(high, Math.max(low, Math.round((next - min) / step) * step + min));
    if (clamped === now[index]) return;
    latest.current = now.map((v, i) => (i === index ? clamped : v));
    onValueChange(latest.current);
  };

  if (Slider) {
    return (
      <Slider
        ref={root}
        aria-labelledby={props["aria-labelledby"]}
        min={min}
        max={max}
        step={step}
        value={value}
        thumbLabels={thumbLabels}
        getThumbValueText={getThumbValueText}
        onValueChange={onValueChange}
      />
    );
  }

  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  const percents = value.map(percent);
  const onPointerDown = (e: PointerEvent<HTMLSpanElement>) => {
    load();
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const at = min + ((e.clientX - box.left) / box.width) * (max - min);
    let nearest = 0;
    latest.current.forEach((v, i) => {
      if (Math.abs(v - at) < Math.abs((latest.current[nearest] ?? v) - at)) nearest = i;
    });
    setThumb(nearest, at);
  };
  const onThumbKey = (index: number) => (e: KeyboardEvent<HTMLSpanElement>) => {
    const current = latest.current[index] ?? min;
    // As Radix: Page Up/Down and Shift with an arrow move ten steps.
    const steps =
      e.key in PAGE_KEYS ? PAGE_KEYS[e.key]! * 10 : (STEP_KEYS[e.key] ?? 0) * (e.shiftKey ? 10 : 1);
    const next = steps ? current + steps * step : e.key === "Home" ? min : e.key === "End" ? max : null;
    if (next === null) return;
    e.preventDefault();
    setThumb(index, next);
  };

  return (
    <span
      ref={root}
      dir="ltr"
      data-orientation="horizontal"
      aria-disabled="false"
      data-slot="slider"
      className="relative flex min-h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:min-w-11 data-[orientation=vertical]:flex-col"
      aria-labelledby={props["aria-labelledby"]}
      style={{ "--radix-slider-thumb-transform": "translateX(-50%)" } as CSSProperties}
      onPointerEnter={load}
      onPointerDown={onPointerDown}
    >
      <span
        data-orientation="horizontal"
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-sand-200 data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <span
          data-orientation="horizontal"
          data-slot="slider-range"
          className="absolute bg-gold-500 data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
          style={{
            left: `${value.length > 1 ? Math.min(...percents) : 0}%`,
            right: `${100 - Math.max(...percents)}%`,
          }}
        />
      </span>
      {value.map((thumbValue, index) => {
        const p = mounted ? (percents[index] ?? 0) : 0;
        return [
          <span
            key={`thumb-${index}`}
            style={{
              transform: "var(--radix-slider-thumb-transform)",
              position: "absolute",
              left: `calc(${p}% + ${mounted ? inBoundsOffset(p) : 0}px)`,
            }}
          >
            <span
              role="slider"
              aria-label={thumbLabels[index]}
              aria-valuemin={min}
              aria-valuenow={mounted ? thumbValue : undefined}
              aria-valuemax={max}
              aria-orientation="horizontal"
              data-orientation="horizontal"
              tabIndex={0}
              data-slot="slider-thumb"
              aria-valuetext={getThumbValueText(thumbValue, index)}
              className={cn(
                "block size-6 shrink-0 cursor-grab rounded-full border-2 border-gold-600 bg-white shadow-card transition-shadow",
                "hover:ring-4 hover:ring-gold-500/20 active:cursor-grabbing",
                "outline-none focus-visible:ring-4 focus-visible:ring-gold-500/35 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-gold-600",
                "data-[disabled]:pointer-events-none",
              )}
              style={mounted ? undefined : { display: "none" }}
              data-radix-collection-item=""
              onFocus={() => {
                focusedThumb.current = index;
                load();
              }}
              onBlur={(e) => {
                focusedThumb.current = null;
                // Tabbing to the other thumb stays in this slider: Radix waits until focus leaves it.
                if (LoadedSlider && !root.current?.contains(e.relatedTarget as Node | null))
                  setSlider(() => LoadedSlider);
              }}
              onKeyDown={onThumbKey(index)}
            />
          </span>,
          // Radix's hidden form input, which it drops once it finds no form around the slider.
          mounted ? null : <input key={`input-${index}`} style={{ display: "none" }} />,
        ];
      })}
    </span>
  );
}
