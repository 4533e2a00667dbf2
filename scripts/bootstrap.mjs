#!/usr/bin/env node
/**
 * Makes a fresh machine ready, then runs a root script: the README's commands go through here.
 * Needs only Node.js 20.19 or newer and npm. It installs, into .tools/ with npm, the pinned Node.js (the
 * version in .node-version, from the npm registry's `node-<platform>-<arch>` package: the binary that
 * `npm i node` brings) and the pinned pnpm (package.json's packageManager field), then runs everything
 * with that Node.js first on PATH: pnpm, the install of the workspace's dependencies, and the script,
 * whatever Node.js started this file. For test and benchmark scripts it makes sure chromium (and nginx
 * where the production server is needed, with openssl where it serves over TLS) is present: Debian's,
 * installed with apt-get when running as root.
 *
 * Usage: node scripts/bootstrap.mjs <root script name> [arguments for the script]
 *        node scripts/bootstrap.mjs          (`npm run bootstrap`: installs Node.js, pnpm and the dependencies only)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const [script, ...scriptArgs] = process.argv.slice(2);
const scriptsNeedingChromium = new Set([
  'test:all',
  'test:stories',
  'test:e2e',
  'test:soak',
  'test:update-screenshots',
  'bench:results:run',
  'bench:flows:run',
  'bench:lighthouse:run',
]);
const scriptsNeedingNginx = new Set([
  'test:all',
  'test:e2e',
  'test:soak',
  'serve:run',
  'bench:flows:run',
  'bench:lighthouse:run',
]);
/**
 * The benchmarks serve over TLS (`serve.mjs --tls`), whose certificate openssl makes; `npm test`'s smoke
 * runs of them serve the e2e build on plain HTTP (docs/decisions/0060), so it needs none.
 */
const scriptsNeedingOpenssl = new Set(['bench:flows:run', 'bench:lighthouse:run']);

function fail(message) {
  console.error(`\n[comptoir] ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`Could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function output(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  fail(`The bootstrap needs Node.js 20.19 or newer to start; this is ${process.version}.`);
}

// 1. Node.js and pnpm, as pinned, in .tools/ (npm links their binaries into .tools/node_modules/.bin,
// which goes first on PATH for everything below).
const nodeVersion = readFileSync(join(root, '.node-version'), 'utf8').trim();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = manifest.packageManager.replace(/^pnpm@/, '');
const toolsBin = join(root, '.tools', 'node_modules', '.bin');
const env = { ...process.env, PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}` };
/** The registry's package holding Node's binary for this machine, named as `npm i node` names it. */
function nodePackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${process.arch}@${nodeVersion}`;
}
const toolsReady = () =>
  output('node', ['--version'], env) === `v${nodeVersion}` &&
  output('pnpm', ['--version'], env) === pnpmVersion;
if (!toolsReady()) {
  console.log(`[comptoir] Installing Node.js ${nodeVersion} and pnpm ${pnpmVersion} into .tools/ ...`);
  const status = run(
    'npm',
    [
      'install',
      '--prefix',
      join(root, '.tools'),
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      nodePackage(),
      `pnpm@${pnpmVersion}`,
    ],
    { env },
  );
  if (status !== 0 || !toolsReady()) {
    fail(`Could not install Node.js ${nodeVersion} (${nodePackage()}) and pnpm ${pnpmVersion} with npm.`);
  }
}

// 2. The workspace's dependencies, exactly as locked (nothing is compiled from source), installed by pnpm
// running on the pinned Node.js.
if (run('pnpm', ['install', '--frozen-lockfile'], { env }) !== 0) fail('pnpm install failed.');
if (!script) {
  console.log(
    `\n[comptoir] Ready. To run pnpm commands on Node.js ${nodeVersion} yourself:\n` +
      `  export PATH=${toolsBin}${delimiter}$PATH\n`,
  );
  process.exit(0);
}

/**
 * Makes sure a Debian program is at `path`: installs `packages` with apt-get when running as root, else
 * stops with how to install them (`what` needs it; `variable` points at another binary).
 */
function ensureDebianProgram({ path, packages, what, variable }) {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    fail(
      `${what} needs ${path}. Install Debian's package (sudo apt-get install ${packages.join(' ')}) ` +
        `or point ${variable} at another binary.`,
    );
  }
  console.log(`[comptoir] Installing Debian's ${packages.join(' ')} ...`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update'], { env: aptEnv }) !== 0 ||
    run('apt-get', ['install', '-y', ...packages], { env: aptEnv }) !== 0
  ) {
    fail(`apt-get could not install ${packages.join(' ')}.`);
  }
}

// 3. A browser for the story and end-to-end tests.
if (scriptsNeedingChromium.has(script)) {
  ensureDebianProgram({
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    packages: ['chromium'],
    what: 'The tests',
    variable: 'CHROMIUM_PATH',
  });
}

// 4. nginx for the production server (`pnpm serve`, which the end-to-end tests run against), with
// Debian's brotli_static module.
if (scriptsNeedingNginx.has(script)) {
  ensureDebianProgram({
    path: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    packages: ['nginx', 'libnginx-mod-http-brotli-static'],
    what: 'The production server',
    variable: 'NGINX_PATH',
  });
}

// 5. openssl for the certificate of the production server over TLS (the benchmarks, `pnpm serve --tls`).
if (scriptsNeedingOpenssl.has(script) || (script === 'serve:run' && scriptArgs.includes('--tls'))) {
  ensureDebianProgram({
    path: process.env.OPENSSL_PATH ?? '/usr/bin/openssl',
    packages: ['openssl'],
    what: 'The production server over TLS',
    variable: 'OPENSSL_PATH',
  });
}

// 6. The script itself.
process.exit(run('pnpm', ['run', script, ...scriptArgs], { env }));
