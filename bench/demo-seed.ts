// The demo data a fresh start loads (`DEMO_DATA`, on by default): it runs before the first
// request can be answered, so it must stay quick. Timed on a throwaway embedded database beside
// the baseline of opening and migrating that database in the same run (the ratio shows whether
// the seed or the machine got slower). Goal: ≤ 15 s on this machine kind; it was a timed unit
// test, which a busy machine made fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { seedDemoData } from '@laurel/server/seed';

const GOAL_MS = 15_000;
const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-seed-'));
try {
  const opened = performance.now();
  const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  const openMs = performance.now() - opened;
  try {
    const started = performance.now();
    await seedDemoData(ctx);
    const seedMs = performance.now() - started;
    console.log('\nDemo data on a fresh embedded database');
    console.log(`open + migrate (baseline)   ${openMs.toFixed(0).padStart(7)} ms`);
    console.log(
      `demo seed                   ${seedMs.toFixed(0).padStart(7)} ms  ratio ${(seedMs / openMs).toFixed(1)}×` +
        `  goal ≤ ${GOAL_MS / 1000} s → ${seedMs <= GOAL_MS ? 'met' : 'NOT MET'}`,
    );
  } finally {
    await closeContext(ctx);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
