import { runnerImport } from 'vite';
import { join } from 'node:path';
const { module: r } = await runnerImport(join(process.cwd(), 'apps/web/config/first-load.ts'));
console.log(r.firstLoadTable(r.firstLoads(process.argv[2])));
