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

/** The CPU time (as processCpuMicros) of a process's children now running: nginx's workers under its master. */
export function childrenCpuMicros(ppid: number | undefined): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[1]) === ppid) total += (Number(fields[11]) + Number(fields[12])) * 10_000;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
