// A server process's memory as Linux reports it, for the benches that measure it (concurrent
// entries, the image bomb, the zip, the exports).
import { readFileSync, writeFileSync } from 'node:fs';

/** The process's resident set and its peak (VmRSS and VmHWM of /proc/<pid>/status), in kB. */
export function memoryKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets the process's peak to its current RSS (clear_refs 5); false where the kernel refuses. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
