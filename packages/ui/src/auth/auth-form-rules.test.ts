import { describe, expect, it } from 'vitest';
import {
  backupCodeError,
  codeError,
  confirmPasswordError,
  emailError,
  newPasswordError,
  passwordError,
} from './auth-form-rules';

describe('the sign-in forms’ checks', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(emailError('')).toBe('Enter your e-mail address.');
    expect(emailError('   ')).toBe('Enter your e-mail address.');
    expect(emailError('zoe')).toBe('Please enter a valid email address.');
    expect(emailError('zoe@')).toBe('Please enter a valid email address.');
    expect(emailError(' zoe@agency.ma ')).toBeNull();
  });

  it('asks for a password at sign-in, and a long enough new one', () => {
    expect(passwordError('')).toBe('Enter your password.');
    expect(passwordError(' ')).toBeNull();
    expect(newPasswordError('')).toBe('Enter a new password.');
    expect(newPasswordError('1234567')).toBe('Use at least 8 characters.');
    expect(newPasswordError('12345678')).toBeNull();
    expect(confirmPasswordError('Secret-123', 'Secret-124')).toBe('The passwords do not match.');
    expect(confirmPasswordError('Secret-123', 'Secret-123')).toBeNull();
  });

  it('takes six digits as a two-factor code', () => {
    expect(codeError('')).toBe('Enter the 6-digit code.');
    expect(codeError('12345')).toBe('Enter the 6-digit code.');
    expect(codeError('1234567')).toBe('Enter the 6-digit code.');
    expect(codeError('12a456')).toBe('Enter the 6-digit code.');
    expect(codeError('123456')).toBeNull();
  });

  it('takes a backup code in better-auth’s format', () => {
    expect(backupCodeError(' ')).toBe('Enter one of your backup codes.');
    expect(backupCodeError('abcde12345')).toBe('Enter a backup code like abcde-12345.');
    expect(backupCodeError(' mnxw2-bk000 ')).toBeNull();
  });
});
