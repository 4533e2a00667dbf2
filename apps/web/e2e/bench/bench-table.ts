/** Prints a Markdown table (for the README as it is) under a title. */
export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(
    ['', title, '', line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), ''].join(
      '\n',
    ),
  );
}
