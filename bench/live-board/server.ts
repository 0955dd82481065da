// One API process of the live-board bench (bench/live-board/run.ts starts two): the real server on the
// bench database, publishing through the shared Redis. Prints `ready <url>` once it listens.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../packages/api/src/app.ts';
import { configFromEnv } from '../../packages/api/src/config.ts';
import { createLogger } from '../../packages/api/src/log.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'market-live-board-'));
const config = { ...configFromEnv(process.env), dataDir, adminDist: join(dataDir, 'none') };
const app = await createApp(config, { logger: createLogger('warn') });
const url = await app.listen(0);
console.log(`ready ${url}`);
const stop = () => void app.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
