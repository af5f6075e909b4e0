import { useState, type ReactNode } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import { Button, type ButtonProps } from "~/components/ui/button";

const LazyCallbackDialog = lazyOnOpen(() => import("./callback-dialog").then((m) => m.CallbackDialog));

/** Opens the phone-verified call-back request. */
export function CallbackButton({
  children,
  ...buttonProps
}: Omit<ButtonProps, "onClick"> & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" data-lead-trigger="callback" onClick={() => setOpen(true)} {...buttonProps}>
        {children}
      </Button>
      <LazyCallbackDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
