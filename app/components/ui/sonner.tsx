import {
  CircleAlertIcon,
  CircleCheckIcon,
  InfoIcon,
  LoaderCircleIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { useEffect, type ComponentProps } from "react";
import { Toaster as Sonner, toast } from "sonner";

export { toast };

/**
 * Loaded on the first toast by `./toast` (never imported by a page: sonner and its injected CSS stay
 * off the first load). Toasts are unstyled by sonner and drawn with our tokens
 * (sonner still positions and stacks them). Errors get a red rule and icon; text stays ink on white (AA).
 */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      richColors={false}
      visibleToasts={3}
      icons={{
        success: <CircleCheckIcon className="size-5 text-success-600" aria-hidden="true" />,
        error: <CircleAlertIcon className="size-5 text-danger-600" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-5 text-gold-700" aria-hidden="true" />,
        info: <InfoIcon className="size-5 text-ink-600" aria-hidden="true" />,
        loading: (
          <LoaderCircleIcon className="size-5 text-ink-600 motion-safe:animate-spin" aria-hidden="true" />
        ),
      }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            "flex w-full items-start gap-3 rounded-xl border border-sand-200 bg-white p-4 font-sans text-ink-900 shadow-lift",
          error: "border-l-4 border-l-danger-600",
          success: "border-l-4 border-l-success-600",
          warning: "border-l-4 border-l-gold-600",
          icon: "mt-px flex shrink-0 items-center",
          content: "flex min-w-0 flex-1 flex-col gap-1",
          title: "text-sm leading-snug font-semibold text-ink-900",
          description: "text-sm leading-snug text-ink-700",
          actionButton:
            "ml-auto h-9 shrink-0 cursor-pointer rounded-full bg-ink-900 px-4 text-xs font-medium text-ivory hover:bg-ink-800",
          cancelButton:
            "h-9 shrink-0 cursor-pointer rounded-full px-3 text-xs font-medium text-ink-700 hover:bg-ink-900/5",
          closeButton:
            "absolute -top-2 -right-2 flex size-6 cursor-pointer items-center justify-center rounded-full border border-sand-200 bg-white text-ink-600",
        },
      }}
      {...props}
    />
  );
}

/** The styled toaster that reports when it listens (sonner subscribes in its own effect, which runs before ours). */
export function ListeningToaster({ onListening }: { onListening: () => void }) {
  useEffect(() => onListening(), [onListening]);
  return <Toaster />;
}
