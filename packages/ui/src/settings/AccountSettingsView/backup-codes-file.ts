import { saveTextFile } from '../../kit/save-text-file';
import { m } from '../../i18n/paraglide/messages.js';

/** The backup codes as the text file the user keeps: a heading line, then one code per line. */
function backupCodesText(email: string, codes: readonly string[]): string {
  return [m.settings_backup_codes_file_heading({ email }), '', ...codes, ''].join('\n');
}

/** Saves the backup codes as `comptoir-backup-codes.txt` through the browser's download. */
export function downloadBackupCodes(email: string, codes: readonly string[]): void {
  saveTextFile('comptoir-backup-codes.txt', backupCodesText(email, codes));
}
