/** What the benchmarks compute from their rounds and read off their processes. */
import { readFileSync, readdirSync } from 'node:fs';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** User + system CPU time of a process so far, in microseconds (fields 14 and 15 of /proc/<pid>/stat, clock ticks of 10 ms; Linux); NaN once it has gone. */
export function processCpuMicros(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** A process's parent (field 4 of /proc/<pid>/stat), or undefined when it cannot be read (another machine's process, say). */
export function parentPid(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The CPU time (as processCpuMicros) of each of a process's children now running, by pid: nginx's workers under its master, PostgreSQL's backends under the postmaster. */
export function childrenCpuMicros(ppid: number | undefined): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[1]) === ppid) byPid.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * 10_000);
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** The CPU the children seen in `after` (childrenCpuMicros) used since `before`, counting a child that started in between from zero (one that ended in between is not seen). */
export function childrenCpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, micros] of after) used += micros - (before.get(pid) ?? 0);
  return used;
}
