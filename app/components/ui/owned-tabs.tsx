import {
  createContext,
  use,
  useEffect,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { cn } from "~/lib/cn";
import { tabsContentClasses, tabsListClasses, tabsRootClasses, tabsTriggerClasses } from "./tabs-classes";

/**
 * Controlled horizontal tabs, as WAI-ARIA tabs: one tab stop (the selected tab), Left/Right arrows
 * move between tabs and wrap, Home and End go to the first and last, and a tab is shown as it takes
 * focus. Only the selected panel is rendered. The markup is the one Radix Tabs writes (same
 * attributes and ids), without its ~8 KB gz of roving-focus, collection and presence code.
 */

type TabsContextValue = { baseId: string; value: string; onValueChange: (value: string) => void };
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs() {
  const context = use(TabsContext);
  if (!context) throw new Error("Tabs parts must be inside <Tabs>");
  return context;
}

// The ids Radix gives a tab and its panel, kept so the page's HTML stays as it was.
const triggerId = (baseId: string, value: string) => `radix-${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `radix-${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "dir"> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, className, children, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext value={{ baseId, value, onValueChange }}>
      <div
        dir="ltr"
        data-orientation="horizontal"
        data-slot="tabs"
        className={cn(tabsRootClasses, className)}
        {...props}
      >
        {children}
      </div>
    </TabsContext>
  );
}

const NAV_KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || !NAV_KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLElement>("[role=tab]:not(:disabled)"));
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    const next =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? tabs.length - 1
          : (at + (e.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
    tabs[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(tabsListClasses, className)}
      {...props}
      tabIndex={-1}
      data-orientation="horizontal"
      style={{ outline: "none" }}
      onKeyDown={onKey}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  // The server marks every tab -1, as Radix does until it has counted them; the selected one is the
  // tab stop once the page is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      id={triggerId(tabs.baseId, value)}
      data-slot="tabs-trigger"
      className={cn(tabsTriggerClasses, className)}
      {...props}
      tabIndex={live && selected ? 0 : -1}
      data-orientation="horizontal"
      data-radix-collection-item=""
      onClick={(e) => {
        onClick?.(e);
        if (!selected) tabs.onValueChange(value);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        if (!selected) tabs.onValueChange(value);
      }}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<"div">, "value"> & { value: string };

export function TabsContent({ value, className, children, style, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  // A panel shown with the page does not play its entrance animation (as Radix), one shown later does.
  const [firstShown] = useState(selected);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn(tabsContentClasses, className)}
      style={firstShown && !settled ? { ...style, animationDuration: "0s" } : style}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
