import { Slider as SliderPrimitive } from "radix-ui";
import { type ComponentProps, useState } from "react";
import { cn } from "~/lib/cn";

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name for each thumb, in order (e.g. ["Minimum price", "Maximum price"]). */
  thumbLabels?: string[];
  /** Spoken value for a thumb (e.g. "₹15,000"); defaults to the number. */
  getThumbValueText?: (value: number, index: number) => string;
};

/** Pass two values (`defaultValue={[10000, 30000]}`) for a range with two thumbs. */
export function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabels,
  getThumbValueText,
  onValueChange,
  ...props
}: SliderProps) {
  // Mirror uncontrolled values so the thumb count and spoken values follow the drag.
  const [uncontrolled, setUncontrolled] = useState<number[]>(defaultValue ?? [min]);
  const values = value ?? uncontrolled;

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      onValueChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      }}
      className={cn(
        // The root is as tall as a touch target so the track is easy to hit.
        "relative flex min-h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50",
        "data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:min-w-11 data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-sand-200 data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-gold-500 data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          key={index}
          aria-label={thumbLabels?.[index]}
          aria-valuetext={getThumbValueText?.(thumbValue, index)}
          className={cn(
            "block size-6 shrink-0 cursor-grab rounded-full border-2 border-gold-600 bg-white shadow-card transition-shadow",
            "hover:ring-4 hover:ring-gold-500/20 active:cursor-grabbing",
            "outline-none focus-visible:ring-4 focus-visible:ring-gold-500/35 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-gold-600",
            "data-[disabled]:pointer-events-none",
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
