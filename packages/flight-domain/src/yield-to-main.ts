/**
 * What `yieldToMain` calls on the global object: flight-domain is typed without the browser's or Node's
 * globals, and every runtime it runs in (a page, a worker, Node) has `setTimeout`.
 */
const runtime = globalThis as unknown as {
  scheduler?: { yield?: () => Promise<void> };
  setTimeout: (run: () => void, delay: number) => unknown;
};

/** Lets the browser paint and handle input before what follows runs (`scheduler.yield` where it exists). */
export function yieldToMain(): Promise<void> {
  if (runtime.scheduler?.yield) return runtime.scheduler.yield();
  return new Promise((resolve) => {
    runtime.setTimeout(resolve, 0);
  });
}
