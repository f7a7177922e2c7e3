// A Vitest reporter for `npm test` (scripts/test-all.mjs): each test file's whole time — its
// environment, imports, set-up and every test and hook — written as JSON to the path in
// VITEST_FILE_TIMES. Vitest's JSON report times a file from its first test to its last, which
// leaves out a beforeAll that builds the app or starts a server.
import { writeFileSync } from 'node:fs';

export default class FileTimes {
  onTestRunEnd(testModules) {
    const out = process.env.VITEST_FILE_TIMES;
    if (!out) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.setupDuration +
        d.collectDuration +
        d.duration;
      return { file: module.relativeModuleId, project: module.project.name, seconds: ms / 1000 };
    });
    writeFileSync(out, JSON.stringify(files, null, 2));
  }
}
