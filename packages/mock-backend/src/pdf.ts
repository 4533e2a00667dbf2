/**
 * A real, minimal PDF (1.4, one page per 48 lines, Helvetica) written by hand, so the api package needs
 * no PDF library in the browser. Characters outside Latin-1 are replaced by '?'.
 */

function escapeText(text: string): string {
  return text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);
}

const LINES_PER_PAGE = 48;

/** A PDF document with a title line and text lines. */
export function createPdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const pages: string[][] = [];
  for (let index = 0; index < Math.max(1, lines.length); index += LINES_PER_PAGE)
    pages.push(lines.slice(index, index + LINES_PER_PAGE));
  const objects: string[] = [];
  const fontId = 3;
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(pages.length)} >>`;
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, index) => {
    const pageId = 4 + index * 2;
    const contentId = pageId + 1;
    const body = [
      'BT',
      '/F1 16 Tf',
      '50 790 Td',
      `(${escapeText(title)}) Tj`,
      '/F1 10 Tf',
      '0 -28 Td',
      '14 TL',
      ...pageLines.map((line) => `(${escapeText(line)}) '`),
      'ET',
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${String(fontId)} 0 R >> >> /Contents ${String(contentId)} 0 R >>`;
    objects[contentId] = `<< /Length ${String(body.length)} >>\nstream\n${body}\nendstream`;
  });
  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = output.length;
    output += `${String(id)} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`;
  }
  const xref = output.length;
  output += `xref\n0 ${String(objects.length)}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    output += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  output += `trailer\n<< /Size ${String(objects.length)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  const bytes = new Uint8Array(output.length);
  for (let index = 0; index < output.length; index += 1) bytes[index] = output.charCodeAt(index) & 0xff;
  return bytes;
}
