#!/usr/bin/env node
// `npm run dev`: the API with restart-on-change (tsx watch) on :3000 and Vite with hot reload
// on :5173, which proxies /api to the API (apps/web/vite.config.ts).
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'tsx watch --clear-screen=false apps/server/src/app/server.ts', prefixColor: 'blue' },
    { name: 'web', command: 'npm run dev -w apps/web', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
