import { useMemo } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import type { VerificationDialogConfig, VerificationDialogProps } from "./verification-dialog";

/** The verification dialog, fetched the first time it opens (its form, code step and zod stay off the first load). */
export const LazyVerificationDialog = lazyOnOpen(() =>
  import("./verification-dialog").then((m) => m.VerificationDialog),
);

/**
 * The verification dialog with its flow's config fetched alongside it on first open: a config holds
 * the flow's zod schema, so a page that builds the config only when the dialog opens keeps zod off its
 * first load. `configFor(configArg)` makes the config from what the page passes (e.g. a title).
 */
export function lazyVerificationDialog<Arg>(
  loadConfig: () => Promise<(arg: Arg) => VerificationDialogConfig>,
) {
  type Props = Omit<VerificationDialogProps, "config"> & { configArg: Arg };
  return lazyOnOpen<Props>(async () => {
    const [{ VerificationDialog }, configFor] = await Promise.all([
      import("./verification-dialog"),
      loadConfig(),
    ]);
    return function VerificationDialogWithConfig({ configArg, ...props }: Props) {
      const config = useMemo(() => configFor(configArg), [configArg]);
      return <VerificationDialog {...props} config={config} />;
    };
  });
}
