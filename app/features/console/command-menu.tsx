import { Command } from "cmdk";
import { LayoutGridIcon, LoaderCircleIcon, UserRoundIcon } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { CONTACT_SEARCH_MIN_CHARS, useContactSearch, type ContactHit } from "./contact-search";

export type CommandMenuTab = { id: string; label: string; key: string };

export type CommandMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tabs: readonly CommandMenuTab[];
  onTab: (tabId: string) => void;
  onContact: (contact: ContactHit) => void;
};

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-ink-800 select-none data-[selected=true]:bg-sand-100 data-[selected=true]:text-ink-950";
const groupClass =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-ink-500 [&_[cmdk-group-heading]]:uppercase";

/**
 * Cmd/Ctrl+K: go to a tab, or find a contact by name, phone or e-mail and open it. The tabs are
 * matched here; contacts are matched by the server, so the list is shown as it answers.
 */
export function CommandMenu({ open, onOpenChange, tabs, onTab, onContact }: CommandMenuProps) {
  const [query, setQuery] = useState("");
  const search = useContactSearch(open ? query : "");
  const needle = query.trim().toLowerCase();
  const matchingTabs = needle ? tabs.filter((t) => t.label.toLowerCase().includes(needle)) : tabs;
  const contacts = search.status === "done" ? search.contacts : [];
  const searching = needle.length >= CONTACT_SEARCH_MIN_CHARS;

  const handleOpenChange = (next: boolean) => {
    if (!next) setQuery("");
    onOpenChange(next);
  };
  const choose = (go: () => void) => {
    handleOpenChange(false);
    go();
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="gap-0 p-0 sm:top-[18%] sm:max-w-xl sm:translate-y-0 sm:p-0"
        data-testid="command-menu"
      >
        <DialogTitle className="sr-only">Go to a tab or contact</DialogTitle>
        <DialogDescription className="sr-only">
          Type a tab’s name, or at least two letters of a contact’s name, phone or e-mail, then press Enter.
        </DialogDescription>
        <Command shouldFilter={false} loop label="Go to a tab or contact" className="flex flex-col">
          <div className="border-b border-sand-200 px-4">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Go to a tab, or search contacts by name or phone…"
              className="h-14 w-full bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-500"
            />
          </div>
          <Command.List className="max-h-[min(60dvh,24rem)] overflow-y-auto overscroll-contain p-2">
            {matchingTabs.length > 0 ? (
              <Command.Group heading="Tabs" className={groupClass}>
                {matchingTabs.map((tab) => (
                  <Command.Item
                    key={tab.id}
                    value={`tab:${tab.id}`}
                    onSelect={() => choose(() => onTab(tab.id))}
                    className={itemClass}
                  >
                    <LayoutGridIcon className="size-4 text-ink-500" aria-hidden="true" />
                    <span className="flex-1">{tab.label}</span>
                    <kbd className="rounded border border-sand-300 px-1.5 font-sans text-xs text-ink-500">
                      g {tab.key}
                    </kbd>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {searching && contacts.length > 0 ? (
              <Command.Group heading="Contacts" className={groupClass}>
                {contacts.map((contact) => (
                  <Command.Item
                    key={contact.id}
                    value={`contact:${contact.id}`}
                    onSelect={() => choose(() => onContact(contact))}
                    className={itemClass}
                  >
                    <UserRoundIcon className="size-4 text-ink-500" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate">{contact.name}</span>
                    <span className="shrink-0 text-xs text-ink-500 tabular-nums">
                      {contact.phone ?? contact.email ?? ""}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {!searching && matchingTabs.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-ink-600">No tab is called that.</p>
            ) : null}
          </Command.List>
          {searching ? <SearchStatus status={search.status} found={contacts.length} /> : null}
          <p className="hidden border-t border-sand-200 px-4 py-2 text-xs text-ink-500 sm:block">
            ↑↓ to choose · Enter to open · Esc to close · g then a letter switches tab anywhere
          </p>
        </Command>
      </DialogContent>
    </Dialog>
  );
}

function SearchStatus({ status, found }: { status: string; found: number }) {
  const message =
    status === "loading"
      ? "Searching contacts…"
      : status === "failed"
        ? "Contact search is unavailable right now."
        : status === "done" && found === 0
          ? "No contacts match."
          : null;
  return (
    <p role="status" className="flex min-h-8 items-center gap-2 px-5 pb-2 text-xs text-ink-600">
      {status === "loading" ? (
        <LoaderCircleIcon className="size-3.5 motion-safe:animate-spin" aria-hidden="true" />
      ) : null}
      {message}
    </p>
  );
}
