import { useEffect, useEffectEvent } from "react";
import { createKeySequence, isCommandMenuShortcut } from "./console-keys";

type JumpTab<T extends string> = { id: T; key: string };

/** Listens on the whole page for the console's shortcuts: Cmd/Ctrl+K and "g" then a tab's letter. */
export function useConsoleKeys<T extends string>({
  tabs,
  onTab,
  onOpenMenu,
}: {
  tabs: readonly JumpTab<T>[];
  onTab: (tab: T) => void;
  onOpenMenu: () => void;
}) {
  // The latest callbacks, without re-subscribing (and forgetting a pending "g") on every render.
  const handleTab = useEffectEvent(onTab);
  const handleOpenMenu = useEffectEvent(onOpenMenu);
  const bindingKey = tabs.map((t) => `${t.key}:${t.id}`).join(",");

  useEffect(() => {
    const sequence = createKeySequence<T>(Object.fromEntries(tabs.map((t) => [t.key, t.id])));
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isCommandMenuShortcut(event)) {
        event.preventDefault();
        sequence.reset();
        handleOpenMenu();
        return;
      }
      const tab = sequence.feed(event, event.timeStamp || performance.now());
      if (tab) {
        event.preventDefault();
        handleTab(tab);
      }
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bindingKey stands for the tabs' contents
  }, [bindingKey]);
}
