/** The backup codes as the text file the user keeps: a heading line, then one code per line. */
function backupCodesText(email: string, codes: readonly string[]): string {
  return [`Comptoir backup codes for ${email} (each signs you in once)`, '', ...codes, ''].join('\n');
}

/** Saves the backup codes as `comptoir-backup-codes.txt` through the browser's download. */
export function downloadBackupCodes(email: string, codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([backupCodesText(email, codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'comptoir-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}
