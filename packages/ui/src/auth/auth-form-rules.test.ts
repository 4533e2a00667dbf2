import { describe, expect, it } from 'vitest';
import {
  backupCodeError,
  codeError,
  confirmPasswordError,
  emailError,
  newPasswordError,
  passwordError,
} from './auth-form-rules';

/** Each check, with what it says of each input (null: the input passes). */
const CHECKS: [what: string, check: (value: string) => string | null, cases: [string, string | null][]][] = [
  [
    'an e-mail, then a valid one',
    emailError,
    [
      ['', 'Enter your e-mail address.'],
      ['   ', 'Enter your e-mail address.'],
      ['zoe', 'Please enter a valid email address.'],
      ['zoe@', 'Please enter a valid email address.'],
      [' zoe@agency.ma ', null],
    ],
  ],
  [
    'a password at sign-in',
    passwordError,
    [
      ['', 'Enter your password.'],
      [' ', null],
    ],
  ],
  [
    'a long enough new password',
    newPasswordError,
    [
      ['', 'Enter a new password.'],
      ['1234567', 'Use at least 8 characters.'],
      ['12345678', null],
    ],
  ],
  [
    'the new password again, the same',
    (confirmation) => confirmPasswordError('Secret-123', confirmation),
    [
      ['Secret-124', 'The passwords do not match.'],
      ['Secret-123', null],
    ],
  ],
  [
    'six digits as a two-factor code',
    codeError,
    [
      ['', 'Enter the 6-digit code.'],
      ['12345', 'Enter the 6-digit code.'],
      ['1234567', 'Enter the 6-digit code.'],
      ['12a456', 'Enter the 6-digit code.'],
      ['123456', null],
    ],
  ],
  [
    'a backup code in better-auth’s format',
    backupCodeError,
    [
      [' ', 'Enter one of your backup codes.'],
      ['abcde12345', 'Enter a backup code like abcde-12345.'],
      [' mnxw2-bk000 ', null],
    ],
  ],
];

describe('the sign-in forms’ checks', () => {
  it.each(CHECKS)('ask for %s', (_what, check, cases) => {
    for (const [input, message] of cases) expect(check(input), JSON.stringify(input)).toBe(message);
  });
});
