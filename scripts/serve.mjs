#!/usr/bin/env node
/**
 * `pnpm serve`: builds the web app for production and serves it with nginx (apps/web/nginx) on a loopback
 * port, as it runs in production: SPA fallback, immutable hashed assets, index.html never cached,
 * precompressed gzip (and brotli when Debian's libnginx-mod-http-brotli-static is installed), security
 * headers with a CSP that lets the app connect only to VITE_BACKEND_URL.
 *
 * nginx runs in the foreground as a child of this script, with its configuration, pid file, logs and
 * temporary folders in a folder of its own under the system's temp dir: no system configuration is read
 * or changed beyond nginx's mime.types. Ctrl-C (or SIGTERM) stops it.
 *
 * Options: --port <n> (default SERVE_PORT or 8080), --out-dir <dir under apps/web> (default dist),
 * --build-only (build and compress, then exit), --no-build (serve the folder as a --build-only run left
 * it), --sourcemap (source maps beside the files, not named in them: for profiling, the bytes served unchanged),
 * --tls (HTTPS and HTTP/2, as behind a deployment's TLS, with a self-signed certificate for 127.0.0.1 that
 * Debian's openssl makes in nginx's folder at each start: a browser must be told to ignore certificate
 * errors), --backend-proxy <upstream origin> (with --tls: nginx also serves VITE_BACKEND_URL's port, which
 * must then be an https URL on 127.0.0.1 with its port, over TLS and HTTP/2, and passes every request on
 * to the upstream, e.g. the sandbox on plain HTTP, with its Host, origin and cookies as they came).
 * VITE_BACKEND_URL defaults to the dev sandbox's http://127.0.0.1:4010.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const web = join(root, 'apps', 'web');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function fail(message) {
  console.error(`\n[serve] ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SERVE_PORT ?? '8080' },
    'out-dir': { type: 'string', default: 'dist' },
    'no-build': { type: 'boolean', default: false },
    'build-only': { type: 'boolean', default: false },
    sourcemap: { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
    'backend-proxy': { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`Not a port: ${values.port}`);
const dist = resolve(web, values['out-dir']);
const backendUrl = process.env.VITE_BACKEND_URL ?? 'http://127.0.0.1:4010';
let backendOrigin;
try {
  backendOrigin = new URL(backendUrl).origin;
} catch {
  fail(`VITE_BACKEND_URL is not a URL: ${backendUrl}`);
}
if (!values['build-only'] && !existsSync(NGINX)) {
  fail(
    `nginx is not installed at ${NGINX}. Install Debian's package (sudo apt-get install nginx; ` +
      '`npm test` does it when run as root) or point NGINX_PATH at an nginx binary.',
  );
}
if (values.tls && !values['build-only'] && !existsSync(OPENSSL)) {
  fail(
    `--tls makes its certificate with openssl, not installed at ${OPENSSL}. Install Debian's package ` +
      '(sudo apt-get install openssl; the bootstrap does it when run as root) or point OPENSSL_PATH at it.',
  );
}

/** With --backend-proxy: the port nginx fronts the backend on (VITE_BACKEND_URL's) and where it sends to. */
let backendProxy;
if (values['backend-proxy'] !== undefined) {
  if (!values.tls) fail('--backend-proxy needs --tls: the front is there to speak HTTP/2 over TLS.');
  const front = new URL(backendUrl);
  if (front.protocol !== 'https:' || front.hostname !== '127.0.0.1' || front.port === '') {
    fail(`With --backend-proxy, VITE_BACKEND_URL must be https://127.0.0.1:<port>: ${backendUrl}`);
  }
  let upstream;
  try {
    upstream = new URL(values['backend-proxy']);
  } catch {
    fail(`--backend-proxy is not a URL: ${values['backend-proxy']}`);
  }
  if (upstream.protocol !== 'http:') fail(`--backend-proxy must be an http origin: ${upstream.href}`);
  backendProxy = { port: Number(front.port), upstream: upstream.origin };
  if (backendProxy.port === port) fail(`The backend's front and the app cannot share port ${String(port)}.`);
}

// 1. The production build.
if (!values['no-build']) {
  const build = spawnSync(
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '--configLoader',
      'runner',
      '--outDir',
      dist,
      '--emptyOutDir',
      ...(values.sourcemap ? ['--sourcemap', 'hidden'] : []),
    ],
    { cwd: web, stdio: 'inherit', env: { ...process.env, VITE_BACKEND_URL: backendUrl } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(dist, 'index.html'))) fail(`No build in ${dist}: run without --no-build.`);
// The map of each page's first-load hints, which the build writes (apps/web/config/first-load-hints.ts).
const firstLoadLinks = join(dist, '.vite', 'first-load-links.conf');
if (!existsSync(firstLoadLinks)) fail(`The build in ${dist} has no ${firstLoadLinks}: build it again.`);

// 2. Precompressed files beside each text file: gzip -9, and brotli when nginx can serve it (a folder
// served with --no-build has them already). Compressed on libuv's thread pool, all files at once.
const brotli = existsSync(BROTLI_MODULE);
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const brotliParams = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
if (!values['no-build']) {
  await Promise.all(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const content = await readFile(path);
        await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
        if (brotli) await writeFile(`${path}.br`, await brotliAsync(content, brotliParams));
      }),
  );
}

if (values['build-only']) process.exit(0);

// 3. nginx's own folder: the repo's server block with its values filled in, under a main configuration
// that keeps nginx in the foreground and every file it writes in this folder.
const prefix = join(tmpdir(), `comptoir-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(join(prefix, 'temp'), { recursive: true });
// With --tls, a certificate of its own for 127.0.0.1 (P-256, valid a month), made anew at each start.
const certificate = join(prefix, 'certificate.pem');
const certificateKey = join(prefix, 'certificate-key.pem');
if (values.tls) {
  const made = spawnSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) fail(`openssl could not make the certificate:\n${made.stderr}`);
}
const listenOptions = values.tls ? ' ssl http2' : '';
const fill = (text) =>
  text
    .replaceAll('${PORT}', String(port))
    .replaceAll('${LISTEN_ADDRESS}', '127.0.0.1')
    .replaceAll('${LISTEN_OPTIONS}', listenOptions)
    .replaceAll('${ROOT}', dist)
    .replaceAll('${BACKEND_ORIGIN}', backendOrigin)
    .replaceAll('${BROTLI_STATIC}', brotli ? 'brotli_static on;' : '# brotli: module not installed');
for (const file of ['comptoir.conf', 'security-headers.conf']) {
  writeFileSync(join(prefix, file), fill(readFileSync(join(web, 'nginx', file), 'utf8')));
}
const temp = (name) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
writeFileSync(
  join(prefix, 'nginx.conf'),
  [
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    ...(values.tls ? [`  ssl_certificate ${certificate};`, `  ssl_certificate_key ${certificateKey};`] : []),
    `  include ${firstLoadLinks};`,
    `  include ${join(prefix, 'comptoir.conf')};`,
    // The backend's front: every request passed on as it came (Host, Origin, cookies, any body size; the
    // upstream judges), over HTTP/1.1 to the upstream.
    ...(backendProxy === undefined
      ? []
      : [
          '  server {',
          `    listen 127.0.0.1:${String(backendProxy.port)}${listenOptions};`,
          '    server_tokens off;',
          '    client_max_body_size 0;',
          '    location / {',
          `      proxy_pass ${backendProxy.upstream};`,
          '      proxy_http_version 1.1;',
          '      proxy_set_header Host $http_host;',
          '    }',
          '  }',
        ]),
    '}',
    '',
  ].join('\n'),
);

// 4. nginx in the foreground, stopped with this script.
const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
const check = spawnSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' });
if (check.status !== 0) fail('nginx refused the configuration (above).');
const nginx = spawn(NGINX, args, { stdio: 'inherit' });
const scheme = values.tls ? 'https' : 'http';
const backend = backendProxy === undefined ? backendOrigin : `${backendOrigin} → ${backendProxy.upstream}`;
console.log(
  `[serve] ${dist} on ${scheme}://127.0.0.1:${port}${values.tls ? ' (HTTP/2)' : ''} (backend ${backend}${brotli ? ', brotli' : ''})`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1)));
