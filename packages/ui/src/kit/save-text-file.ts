/**
 * Hands a text to the browser as a file download under `fileName`.
 *
 * @example
 * saveTextFile('OTA_AirBookRQ-bk-0001.xml', xml, 'application/xml')
 */
export function saveTextFile(fileName: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
