import { saveTextFile } from '../../kit/save-text-file';

/** The backup codes as the text file the user keeps: a heading line, then one code per line. */
function backupCodesText(email: string, codes: readonly string[]): string {
  return [`Comptoir backup codes for ${email} (each signs you in once)`, '', ...codes, ''].join('\n');
}

/** Saves the backup codes as `comptoir-backup-codes.txt` through the browser's download. */
export function downloadBackupCodes(email: string, codes: readonly string[]): void {
  saveTextFile('comptoir-backup-codes.txt', backupCodesText(email, codes));
}
