#!/usr/bin/env node
/**
 * Prints where the main thread's time went in CPU profiles (`.cpuprofile`, V8's sampling profiler as
 * `pnpm bench:flows --profile` records them): each profile's busy time, then its self time by origin — the
 * browser's own work (style, layout, paint, parsing: V8's "(program)"), garbage collection, and each
 * npm package or workspace file, found through the build's source maps — and the costliest functions.
 *
 * Usage: node scripts/profile-table.mjs <dist dir with the build's .map files> <profile files…>
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';

const [dist, ...files] = process.argv.slice(2);
if (!dist || files.length === 0) {
  console.error('Usage: node scripts/profile-table.mjs <dist dir> <profile.cpuprofile…>');
  process.exit(2);
}

const maps = new Map();
function sourceMapOf(asset) {
  if (!maps.has(asset)) {
    const path = join(dist, 'assets', `${asset}.map`);
    maps.set(asset, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(asset);
}

/** An npm package's name, or a workspace file's path from its package or app folder. */
function originName(source) {
  const npm = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (npm) return npm[1];
  const workspace = source.match(/(?:packages|apps)\/.*$/);
  return workspace ? workspace[0] : source;
}

/**
 * Where a sampled frame comes from — a V8 pseudo-frame, an npm package or workspace file, or a URL — and
 * its function as written there (`name file:line`).
 */
function origin({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return { from: `(${functionName || 'native'})`, name: functionName || 'native' };
  const asset = url.match(/\/assets\/([^/?#]+\.js)/)?.[1];
  const map = asset ? sourceMapOf(asset) : null;
  const found = map?.findOrigin(lineNumber + 1, columnNumber + 1);
  if (!found || !('fileName' in found)) return { from: asset ?? url, name: functionName || '(anonymous)' };
  const file = found.fileName.split('/').at(-1);
  return {
    from: originName(found.fileName),
    name: `${found.name || functionName || '(anonymous)'} ${file}:${found.lineNumber}`,
  };
}

const ms = (value) => value.toFixed(0).padStart(6);
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const selfTime = new Map();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  const byOrigin = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const node of profile.nodes) {
    const time = selfTime.get(node.id) ?? 0;
    if (time === 0 || node.callFrame.functionName === '(idle)') continue;
    busy += time;
    const { from, name } = origin(node.callFrame);
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + time);
    const key = `${name}  ${from}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  const top = (entries, count) => [...entries].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(
    `\n${basename(file)}: ${busy.toFixed(0)} ms busy of ${((profile.endTime - profile.startTime) / 1000).toFixed(0)}`,
  );
  console.log('  by origin (self ms, share):');
  for (const [from, time] of top(byOrigin, 14))
    console.log(`  ${ms(time)} ${((100 * time) / busy).toFixed(0).padStart(3)} %  ${from}`);
  console.log('  costliest functions (self ms):');
  for (const [name, time] of top(byFunction, 10)) console.log(`  ${ms(time)}  ${name}`);
}
