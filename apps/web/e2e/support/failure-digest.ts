import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many lines of each failure's first error the digest repeats. */
const LINES_PER_FAILURE = 12;

/**
 * Repeats, at the very end of a run, each failed test's title and the first lines of its first error.
 * The line reporter prints a failure where it happens, hundreds of lines before the end of `npm test`'s
 * output; a CI log kept by its tail keeps this digest, and with it why the run failed.
 */
export default class FailureDigest implements Reporter {
  private readonly failures: string[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const [error] = result.errors;
    const message = stripVTControlCharacters(error?.message ?? result.status)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, LINES_PER_FAILURE);
    const where = error?.location
      ? ` (${error.location.file.split('/e2e/').at(-1) ?? ''}:${String(error.location.line)})`
      : '';
    this.failures.push(
      [`✘ ${test.titlePath().slice(1).join(' › ')}${where}`, ...message.map((line) => `    ${line}`)].join(
        '\n',
      ),
    );
  }

  onEnd(): void {
    if (this.failures.length === 0) return;
    console.log(`\nWhy each test failed (its first error, ${String(LINES_PER_FAILURE)} lines at most):`);
    for (const failure of this.failures) console.log(failure);
  }
}
