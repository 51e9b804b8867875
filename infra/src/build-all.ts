/** npm run build — bundles the Node processes into dist/ and builds the web app into web/dist. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildNodeProcesses, ROOT } from './build-node.ts';

await buildNodeProcesses();
const vite = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: path.join(ROOT, 'web'), stdio: 'inherit' });
process.exit(vite.status ?? 1);
