/**
 * The checks the sign-in forms run before calling the server, each returning the message to show under
 * the field (in the interface's language) or `null` when the value is fine. The views call them, the
 * tests pin them.
 */
import { memberInviteSchema } from '@comptoir/flight-domain';
import { m } from '../i18n/paraglide/messages.js';

/** better-auth's shortest accepted password (its `minPasswordLength` default). */
const MIN_PASSWORD_LENGTH = 8;

/** Digits in a TOTP or e-mail code. */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** The shape of a better-auth backup code: `xxxxx-xxxxx`. */
const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/**
 * An e-mail address is required and must be valid (the wording of SPEC §5's invite rule).
 *
 * @example
 * emailError('') // 'Enter your e-mail address.'
 * emailError('zoe') // 'Please enter a valid email address.'
 * emailError('zoe@agency.ma') // null
 */
export function emailError(email: string): string | null {
  if (email.trim() === '') return m.auth_email_required();
  return memberInviteSchema.shape.email.safeParse(email.trim()).success ? null : m.auth_email_invalid();
}

/**
 * The password of a sign-in: only required (the server judges it).
 *
 * @example
 * passwordError('') // 'Enter your password.'
 */
export function passwordError(password: string): string | null {
  return password === '' ? m.auth_password_required() : null;
}

/**
 * A new password: at least {@link MIN_PASSWORD_LENGTH} characters.
 *
 * @example
 * newPasswordError('short') // 'Use at least 8 characters.'
 */
export function newPasswordError(password: string): string | null {
  if (password === '') return m.auth_new_password_required();
  return password.length < MIN_PASSWORD_LENGTH
    ? m.auth_new_password_too_short({ count: MIN_PASSWORD_LENGTH })
    : null;
}

/**
 * The repeated new password must match.
 *
 * @example
 * confirmPasswordError('Secret-123', 'Secret-124') // 'The passwords do not match.'
 */
export function confirmPasswordError(password: string, confirmation: string): string | null {
  return password === confirmation ? null : m.auth_passwords_differ();
}

/**
 * A six-digit code from an authenticator app or an e-mail.
 *
 * @example
 * codeError('12345') // 'Enter the 6-digit code.'
 * codeError('123456') // null
 */
export function codeError(code: string): string | null {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(code)
    ? null
    : m.auth_code_invalid({ count: TWO_FACTOR_CODE_LENGTH });
}

/**
 * A backup code, `xxxxx-xxxxx` (spaces around it are ignored).
 *
 * @example
 * backupCodeError('abcde-12345') // null
 * backupCodeError('abc') // 'Enter a backup code like abcde-12345.'
 */
export function backupCodeError(code: string): string | null {
  if (code.trim() === '') return m.auth_backup_code_required();
  return BACKUP_CODE_PATTERN.test(code.trim()) ? null : m.auth_backup_code_invalid();
}
