import fs from "node:fs";

/**
 * CPU time used by a process (and by PostgreSQL's backends), read from /proc. CPU milliseconds per
 * request barely move when other work shares the machine, unlike requests per second, so the report
 * gives both. Linux only; elsewhere these return null.
 */
const TICKS_PER_SEC = 100; // USER_HZ on Linux

function statFields(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces: fields start after the last ')'.
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** User + system CPU ms of one process, or null. */
export function processCpuMs(pid) {
  const f = statFields(pid);
  if (!f) return null;
  // After ')': state(0) ppid(1) … utime(11) stime(12)
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SEC;
}

/**
 * CPU ms per direct child of a process (PostgreSQL's backends under the postmaster), by pid. Compare
 * two snapshots with cpuDelta: a backend that exits between them (another server's idle pool
 * connection timing out) must not subtract its whole lifetime from the sum.
 */
export function childrenCpu(parentPid) {
  if (!parentPid || !fs.existsSync("/proc")) return null;
  const byPid = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(entry);
    if (f && Number(f[1]) === parentPid)
      byPid.set(entry, ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SEC);
  }
  return byPid;
}

/** CPU ms spent between two childrenCpu snapshots by the children alive at the end. */
export function cpuDelta(before, after) {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
