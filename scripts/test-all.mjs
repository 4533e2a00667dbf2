#!/usr/bin/env node
/**
 * `pnpm test:all` (what `npm test` runs): every check, in phases one after another; in a phase, lanes
 * side by side, a lane's steps one after another.
 *
 *   1. typecheck → test:unit → build:e2e → bench:bundle → bench:results --smoke,  beside  lint
 *   2. test:stories
 *   3. test:e2e → bench:flows --smoke → bench:lighthouse --smoke
 *
 * The first phase shares the machine with ESLint (type-aware), which keeps one core busy for its whole
 * run: beside it, the other core checks types, runs the unit tests and makes the two production builds
 * the end-to-end run serves (E2E_PREBUILT=1 tells that run they are made). The browser steps run alone:
 * beside them the other steps fought over the two cores (lint took 11 min instead of 3, the stories
 * crawled), and the run was no shorter (docs/decisions/0022).
 *
 * Each benchmark runs once, in its smoke mode (smallest size, one round) and on the e2e builds, so that
 * the README's `pnpm bench:*` commands keep working: their figures mean nothing here. The two light ones
 * go beside the lint; the two that start the production server and the sandbox follow the end-to-end
 * run, on its ports.
 *
 * Each step's output is streamed with its name in front of every line. The first step that fails stops
 * the others and the run exits with its code; at the end a table gives each step's wall time, so the
 * budget is read off every run.
 */
import { spawn } from 'node:child_process';

/** Each step: a root script and its arguments. */
const phases = [
  [['typecheck', 'test:unit', 'build:e2e', 'bench:bundle:run', 'bench:results:run --smoke'], ['lint']],
  [['test:stories']],
  [['test:e2e', 'bench:flows:run --smoke', 'bench:lighthouse:run --smoke']],
];

const width = Math.max(...phases.flat(2).map((step) => step.length));
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** @type {{ step: string, seconds: number, code: number, outcome: string }[]} */
const results = [];
let failed = false;

function prefixLines(step, stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${step.padEnd(width)} │ ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${step.padEnd(width)} │ ${pending}\n`);
  });
}

/** Runs `pnpm run <step>` (a script and its arguments) in a process group of its own (so that stopping it stops its browsers too). */
function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('pnpm', ['run', ...step.split(' ')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', E2E_PREBUILT: '1' },
    });
    running.add(child);
    prefixLines(step, child.stdout, process.stdout);
    prefixLines(step, child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      running.delete(child);
      const exitCode = code ?? (signal ? 1 : 0);
      // A step that ends in error after another step failed was stopped by this script.
      const outcome = exitCode === 0 ? 'passed' : failed ? 'stopped' : `failed (${String(exitCode)})`;
      const result = { step, seconds: (Date.now() - started) / 1000, code: exitCode, outcome };
      results.push(result);
      resolve(result);
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function runLane(steps) {
  for (const step of steps) {
    if (failed) return;
    const { code } = await run(step);
    if (code !== 0 && !failed) {
      failed = true;
      console.error(`\n${step} failed (exit code ${String(code)}): stopping the other steps.\n`);
      stopAll();
      return;
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(130);
  });
}

const started = Date.now();
for (const lanes of phases) {
  if (failed) break;
  await Promise.all(lanes.map(runLane));
}

/** 754.2 → "12m34s" */
function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}m${String(whole % 60).padStart(2, '0')}s`.padStart(9);
}

console.log(`\n${'step'.padEnd(width)}  wall time  result`);
for (const { step, seconds, outcome } of results)
  console.log(`${step.padEnd(width)}  ${minutes(seconds)}  ${outcome}`);
console.log(`${'all'.padEnd(width)}  ${minutes((Date.now() - started) / 1000)}`);
process.exit(failed ? 1 : 0);
