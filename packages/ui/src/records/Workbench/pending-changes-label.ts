/**
 * "1 pending change", "3 pending changes": the workbench's count, its ignore confirmation and the
 * question before leaving say it the same way.
 *
 * @example
 * pendingChangesLabel(2) // '2 pending changes'
 */
export function pendingChangesLabel(count: number): string {
  return `${String(count)} pending change${count === 1 ? '' : 's'}`;
}
