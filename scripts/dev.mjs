#!/usr/bin/env node
/**
 * `pnpm dev`: the sandbox backend and the web app together, stopped together.
 * With VITE_BACKEND_URL set in the environment, only the app runs, against that backend.
 */
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const appOrigin = 'http://127.0.0.1:5173';
const useSandbox = !process.env.VITE_BACKEND_URL;

const children = [];

function start(name, args, env) {
  // Each child leads its own process group, so that stopping it stops everything it started.
  const child = spawn('pnpm', args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[comptoir] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code === 0 ? 1 : (code ?? 1));
  });
}

let stopping = false;
function stop(exitCode) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(exitCode), 300);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (useSandbox) {
  start('sandbox', ['--filter', '@comptoir/sandbox', 'start'], {
    SANDBOX_PORT: sandboxPort,
    SANDBOX_APP_ORIGIN: appOrigin,
  });
}
start('web app', ['--filter', '@comptoir/web', 'dev'], {
  VITE_BACKEND_URL: process.env.VITE_BACKEND_URL ?? `http://127.0.0.1:${sandboxPort}`,
});
