/**
 * What one block of a money screen shows: loading, why it failed (with a way to try again), or its
 * data. Each block has its own state, so one failing call does not blank the page.
 */
export type LoadState<Data> =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'success'; data: Data };
