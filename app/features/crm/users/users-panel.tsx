import { ChevronDown, KeyRound, LogOut, UserCheck, UserX } from "lucide-react";
import { Fragment, useId, useState, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable, displayColumn } from "~/components/ui/data-table";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { fieldClasses } from "~/components/ui/input";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFrame,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatWhen } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { useUrlFilters } from "~/lib/use-url-filters";
import { auditFilters } from "./audit-filters";
import type { usersTab } from "./users.server";
import { useConsoleAction } from "../shared/console-request";
import { leadTypeLabel } from "../shared/crm-constants";
import { SettingSwitch } from "../shared/setting-switch";
import { PanelHeading } from "../shared/panel-heading";
import { InviteStaffForm } from "./invite-staff-form";
import { ScreenshotPolicyForm } from "./screenshot-policy-form";

type Data = Awaited<ReturnType<typeof usersTab>>;
type User = Data["users"][number];
type AuditEvent = Data["audit"][number];
type Confirm = { title: string; description: string; action: string; run: () => Promise<unknown> };

function ConfirmDialog({ confirm, onClose }: { confirm: Confirm; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{confirm.title}</DialogTitle>
          <DialogDescription>{confirm.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="ink"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await confirm.run();
              } finally {
                setBusy(false);
                onClose();
              }
            }}
          >
            {confirm.action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function StaffRow({ user, me, onConfirm }: { user: User; me: string; onConfirm: (c: Confirm) => void }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { run, pending } = useConsoleAction();
  const base = `/api/v1/console/users/${user.id}`;
  const self = user.id === me;
  return (
    <Fragment>
      <TableRow className="align-top">
        <TableCell>
          <div className="font-medium text-ink-900">
            {user.name}
            {self ? <span className="ml-1 text-xs font-normal text-ink-500">(you)</span> : null}
          </div>
          <div className="text-xs break-all text-ink-500">{user.email}</div>
        </TableCell>
        <TableCell>
          <select
            aria-label={`Role of ${user.name}`}
            value={user.role ?? ""}
            disabled={pending || !hydrated}
            onChange={(e) =>
              void run(
                "PUT",
                `${base}/role`,
                { role: e.target.value },
                {
                  success: `${user.name} is now ${e.target.value === "admin" ? "an admin" : "a partner"}`,
                },
              )
            }
            className={cn(fieldClasses, "h-8 w-28 px-2 sm:text-sm")}
          >
            {user.role ? null : <option value="">No role</option>}
            <option value="partner">Partner</option>
            <option value="admin">Admin</option>
          </select>
        </TableCell>
        <TableCell>
          <input
            type="checkbox"
            aria-label={`${user.name} may export contacts and leads`}
            className="size-4 accent-gold-600"
            // Admins always may: the box shows it and cannot be cleared.
            checked={user.role === "admin" || user.canExport}
            disabled={pending || !hydrated || user.role === "admin"}
            onChange={(e) =>
              void run(
                "PUT",
                `${base}/export`,
                { allowed: e.target.checked },
                {
                  success: e.target.checked
                    ? `${user.name} may now export contacts and leads`
                    : `${user.name} may no longer export`,
                },
              )
            }
          />
        </TableCell>
        <TableCell>
          {user.banned ? (
            <Badge size="status" variant="soft-danger">
              Deactivated
            </Badge>
          ) : user.pendingInvite && !user.lastSignInAt ? (
            <Badge size="status" variant="soft-gold">
              Invited
            </Badge>
          ) : (
            <Badge size="status" variant="soft-success">
              Active
            </Badge>
          )}
        </TableCell>
        <TableCell className="whitespace-nowrap max-sm:hidden">{formatWhen(user.lastSignInAt)}</TableCell>
        <TableCell>
          <Button
            size="sm"
            variant="ghost"
            className="h-8 px-2"
            aria-expanded={open}
            aria-label={`${user.sessions.length} active ${user.sessions.length === 1 ? "session" : "sessions"} of ${user.name}`}
            onClick={() => setOpen((o) => !o)}
          >
            {user.sessions.length}
            <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
          </Button>
        </TableCell>
        <TableCell>
          <div className="flex flex-wrap justify-end gap-1">
            {!user.banned ? (
              <Button
                size="sm"
                variant="ghost"
                className="h-8 px-2"
                onClick={() =>
                  onConfirm({
                    title: `Reset ${user.name}'s password?`,
                    description:
                      "Their password stops working and their sessions end now; they get an e-mail with a link to choose a new one.",
                    action: "Reset and send link",
                    run: () =>
                      run(
                        "POST",
                        `${base}/password-link`,
                        {},
                        { success: "Password link sent", successDescription: user.email },
                      ),
                  })
                }
              >
                <KeyRound aria-hidden /> <span className="max-md:sr-only">Reset password</span>
              </Button>
            ) : null}
            {self ? null : user.banned ? (
              <Button
                size="sm"
                variant="ghost"
                className="h-8 px-2"
                onClick={() =>
                  void run("PUT", `${base}/active`, { active: true }, { success: `${user.name} reactivated` })
                }
              >
                <UserCheck aria-hidden /> <span className="max-md:sr-only">Reactivate</span>
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                className="h-8 px-2 text-danger-600"
                onClick={() =>
                  onConfirm({
                    title: `Deactivate ${user.name}?`,
                    description:
                      "They are signed out everywhere at once and cannot sign in; new leads stop coming to them. Their contacts and leads stay theirs until you reassign them.",
                    action: "Deactivate",
                    run: () =>
                      run(
                        "PUT",
                        `${base}/active`,
                        { active: false },
                        { success: `${user.name} deactivated` },
                      ),
                  })
                }
              >
                <UserX aria-hidden /> <span className="max-md:sr-only">Deactivate</span>
              </Button>
            )}
          </div>
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow className="bg-sand-50/60">
          <TableCell colSpan={7}>
            {user.sessions.length === 0 ? (
              <p className="text-sm text-ink-600">No active sessions.</p>
            ) : (
              <ul className="space-y-1.5" aria-label={`Sessions of ${user.name}`}>
                {user.sessions.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
                    <span className="font-medium text-ink-900">{s.device}</span>
                    <span>{s.ip ?? "unknown address"}</span>
                    <span>signed in {formatWhen(s.createdAt)}</span>
                    <span>last seen {formatWhen(s.lastSeenAt)}</span>
                    <Button
                      size="sm"
                      variant="link"
                      className="h-auto px-0"
                      disabled={pending}
                      onClick={() =>
                        void run(
                          "DELETE",
                          `${base}/sessions`,
                          { sessionId: s.id },
                          { success: "Session ended" },
                        )
                      }
                    >
                      End this session
                    </Button>
                  </li>
                ))}
                {user.sessions.length > 1 ? (
                  <li>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={pending}
                      onClick={() =>
                        void run("DELETE", `${base}/sessions`, undefined, {
                          success: `${user.name} is signed out everywhere`,
                        })
                      }
                    >
                      <LogOut aria-hidden /> Sign out everywhere
                    </Button>
                  </li>
                ) : null}
              </ul>
            )}
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

function AuditFilters({ data }: { data: Data }) {
  const hydrated = useHydrated();
  const [filters, setFilters] = useUrlFilters(auditFilters.parse, auditFilters.serialize);
  const id = useId();
  const set = (key: keyof typeof filters, value: string) =>
    setFilters(auditFilters.change(filters, { [key]: value }));
  const f = data.auditFilters;
  const field = (key: string, label: string, control: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium text-ink-600">
        {label}
      </label>
      {control}
    </div>
  );
  const cls = cn(fieldClasses, "h-9 px-2 sm:text-sm");
  return (
    <div
      role="search"
      aria-label="Filter the audit log"
      className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {field(
        "action",
        "Event",
        <select
          disabled={!hydrated}
          id={`${id}-action`}
          value={f.action ?? ""}
          onChange={(e) => set("action", e.target.value)}
          className={cls}
        >
          <option value="">Every event</option>
          {data.auditActions.map((a) => (
            <option key={a} value={a}>
              {leadTypeLabel(a)}
            </option>
          ))}
        </select>,
      )}
      {field(
        "actor",
        "Who",
        <select
          disabled={!hydrated}
          id={`${id}-actor`}
          value={f.actor ?? ""}
          onChange={(e) => set("actor", e.target.value)}
          className={cls}
        >
          <option value="">Anyone</option>
          {data.users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        "from",
        "From",
        <input
          id={`${id}-from`}
          type="date"
          value={f.from ?? ""}
          onChange={(e) => set("from", e.target.value)}
          className={cls}
        />,
      )}
      {field(
        "to",
        "To",
        <input
          id={`${id}-to`}
          type="date"
          value={f.to ?? ""}
          onChange={(e) => set("to", e.target.value)}
          className={cls}
        />,
      )}
    </div>
  );
}

export default function UsersPanel({ data }: { data: Data }) {
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  return (
    <section aria-label="Users">
      <PanelHeading title="Users">
        {data.users.length} staff {data.users.length === 1 ? "account" : "accounts"}
      </PanelHeading>
      <SettingSwitch
        enabled={data.autoAssign}
        url="/api/v1/console/settings/auto-assign"
        label="Give each new lead to the next active partner in turn (a returning traveller stays with their owner)"
        toasts={{ on: "New leads go to partners in turn", off: "New leads wait unassigned" }}
      />
      <div className="mb-4">
        <InviteStaffForm />
      </div>
      <ScreenshotPolicyForm policy={data.screenshotPolicy} />
      <TableFrame>
        <Table>
          <TableCaption>Staff accounts</TableCaption>
          <TableHeader>
            <tr>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead className="whitespace-nowrap">May export</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="whitespace-nowrap max-sm:hidden">Last sign-in</TableHead>
              <TableHead>Sessions</TableHead>
              <TableHead numeric>
                <span className="sr-only">Actions</span>
              </TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {data.users.map((u) => (
              <StaffRow key={u.id} user={u} me={data.me} onConfirm={setConfirm} />
            ))}
          </TableBody>
        </Table>
      </TableFrame>

      <h3 className="mt-8 mb-2 font-display text-xl text-ink-900">Audit log</h3>
      <AuditFilters data={data} />
      <DataTable
        caption="Security events, newest first"
        rows={data.audit}
        empty="No event matches these filters."
        paging={{ page: data.page, pageCount: data.pageCount }}
        columns={[
          displayColumn<AuditEvent>("When", (r) => formatWhen(r.occurredAt)),
          displayColumn<AuditEvent>("Event", (r) => leadTypeLabel(r.action)),
          displayColumn<AuditEvent>("Who", (r) => r.actorEmail ?? "—", { className: "break-all" }),
          displayColumn<AuditEvent>(
            "Details",
            (r) =>
              [
                r.targetName ? `user: ${r.targetName}` : null,
                ...Object.entries(r.details)
                  .filter(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean")
                  .map(([k, v]) => `${k}: ${String(v)}`),
              ]
                .filter(Boolean)
                .join(" · ") || "—",
          ),
          displayColumn<AuditEvent>("Address", (r) => r.ip ?? "—"),
        ]}
      />
      {confirm ? <ConfirmDialog confirm={confirm} onClose={() => setConfirm(null)} /> : null}
    </section>
  );
}
