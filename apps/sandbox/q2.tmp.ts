import { firstLoads } from '../web/config/first-load.ts';
const main = process.argv[2] ?? '';
for (const build of ['dist-e2e', 'dist-e2e-off']) {
  const ours = new Map(firstLoads(`/work/wt-queues2/apps/web/${build}/`).map((l: any) => [l.route, l.js]));
  const theirs = new Map(firstLoads(`${main}/apps/web/${build}/`).map((l: any) => [l.route, l.js]));
  const rows = [...ours].map(([route, js]) => [route, js, theirs.get(route)] as const).sort((a, b) => b[1] - a[1]);
  console.log(build, rows.slice(0, 6).map(([r, o, t]) => `${r} ${(o / 1024).toFixed(2)} (main ${t === undefined ? '-' : (t / 1024).toFixed(2)}, ${t === undefined ? '' : o - t})`).join(' | '));
  console.log(build, rows.filter(([r]) => ['/', '/queues', '/low-cost/holds', '/search', '/low-cost/xml-support'].includes(r)).map(([r, o, t]) => `${r} ${(o / 1024).toFixed(2)} (${t === undefined ? 'new' : o - t})`).join(' | '));
}
