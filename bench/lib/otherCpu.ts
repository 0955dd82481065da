import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU used during a bench by processes that are not part of it, from /proc (Linux).
 *
 * The 1-minute load average after a browser bench mostly counts the bench itself: its browser, server and
 * database keep both cores busy, so a quiet machine read as "load 2.5" at the end of a 30-second run. What
 * decides whether the figures are a result is whether anything else ran. This samples every process's CPU
 * time (utime + stime) twice a second (about 1 ms a sample) and sums the growth of those that are neither
 * this process, nor its descendants (the browser), nor PostgreSQL's (the database under test) — what is left
 * is the rest of the machine. A process that ends between two samples loses its last fraction of a sample interval.
 */
export interface OtherCpu {
  /** Stops sampling; the others' CPU in cores (seconds of CPU per second of wall clock) and the busiest. */
  stop(): { cores: number; busiest: string };
}

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on

interface ProcessTicks {
  ppid: number;
  comm: string;
  ticks: number;
}

function readProcesses(): Map<number, ProcessTicks> {
  const out = new Map<number, ProcessTicks>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // "pid (comm) state ppid … utime stime …": comm may hold spaces and parentheses, so split after the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    out.set(pid, { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return out;
}

/** Whether a process is one of PostgreSQL's (the postmaster, a backend, the checkpointer …). */
function isPostgres(p: ProcessTicks): boolean {
  return p.comm === 'postgres' || p.comm.startsWith('postgres:');
}

/** Whether `pid` is this process, one of its descendants, or a PostgreSQL process. */
function isOurs(pid: number, processes: Map<number, ProcessTicks>): boolean {
  for (let at = pid, hops = 0; at > 1 && hops < 64; hops += 1) {
    if (at === process.pid) return true;
    const p = processes.get(at);
    if (!p) return false;
    if (isPostgres(p)) return true;
    at = p.ppid;
  }
  return false;
}

/** Starts sampling; null where there is no /proc to read. */
export function startOtherCpu(intervalMs = 500): OtherCpu | null {
  try {
    readdirSync('/proc');
  } catch {
    return null;
  }
  const started = performance.now();
  const last = new Map<number, number>();
  const others = new Map<string, number>(); // comm → ticks
  const sample = () => {
    const processes = readProcesses();
    for (const [pid, p] of processes) {
      const before = last.get(pid);
      last.set(pid, p.ticks);
      // A process first seen now counts from now: what it used before the bench is not the bench's business.
      if (before === undefined || isOurs(pid, processes)) continue;
      others.set(p.comm, (others.get(p.comm) ?? 0) + (p.ticks - before));
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = (performance.now() - started) / 1000;
      const total = [...others.values()].reduce((sum, t) => sum + t, 0);
      const [name, ticks] = [...others].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
      return {
        cores: total / TICKS_PER_SECOND / seconds,
        busiest: `${name} ${(ticks / TICKS_PER_SECOND).toFixed(1)} s`,
      };
    },
  };
}

/**
 * CPU seconds used so far by this process and by PostgreSQL's processes (its backends, the checkpointer, the
 * WAL writer …), from /proc; null where there is none. Differences of two readings split a stretch of work
 * between the server (in-process in the benches that use this) and the database.
 */
export function cpuSeconds(): { self: number; postgres: number } | null {
  let processes: Map<number, ProcessTicks>;
  try {
    processes = readProcesses();
  } catch {
    return null;
  }
  let postgres = 0;
  for (const p of processes.values()) {
    if (isPostgres(p)) postgres += p.ticks;
  }
  const self = processes.get(process.pid)?.ticks ?? 0;
  return { self: self / TICKS_PER_SECOND, postgres: postgres / TICKS_PER_SECOND };
}
