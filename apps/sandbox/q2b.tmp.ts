import { firstLoads } from '../web/config/first-load.ts';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const route = process.argv[2] ?? '';
for (const dir of ['/tmp/q2-main-wt/apps/web/dist-e2e/', '/work/wt-queues2/apps/web/dist-e2e/']) {
  const load = firstLoads(dir).find((l: any) => l.route === route) as any;
  const sizes = load.files.filter((f: string) => f.endsWith('.js')).map((f: string) => {
    const code = readFileSync(dir + f, 'utf8');
    return `${f.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')}:${gzipSync(code, { level: 9 }).length}`;
  });
  console.log(dir, load.js, sizes.join(' '));
}
