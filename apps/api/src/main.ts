// Entry point of the API server alone (`pnpm --filter @talent/api serve`). `npm start` runs the
// portal's server instead, which embeds this one and serves the pages from the same port.
import { runServer } from './run.ts';

await runServer();
