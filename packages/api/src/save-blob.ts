/*
 * Saving a file in the browser, in a module of its own: the balance's CSV export uses it too, and
 * importing it from the PDF downloads (which hold the reservation and ticket calls) put those calls and
 * their schemas in the balance page's first load.
 */

/** Hands a downloaded file to the browser under a file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
