/**
 * How long a test waits, in one place. A passing run never waits this long: the figures are what a
 * 2-core machine on a busy host needed (every step up to three times its usual time), and speed is
 * measured by `pnpm bench:flows`, not by these waits.
 */

/** A page's data, or the answer to a write, painted. */
export const LOAD = { timeout: 30_000 };

/** A search's offers painted: the sandbox generates up to 600 of them and the results page lays them out. */
export const SEARCH = { timeout: 60_000 };
