import { describe, expect, it } from 'vitest';
import { SPLIT_MESSAGES, splitSelectionError, updatableItemValueSchema } from './record-edit-rules';

describe('updatableItemValueSchema', () => {
  it.each([
    ['firstName', '  ', 'Enter the first name as on the travel document'],
    ['lastName', '', 'Enter the last name as on the travel document'],
    ['birthDate', '12/04/1988', 'Enter the date of birth'],
    ['documentNumber', '', 'Enter the document number'],
    ['documentExpiresOn', '2031-13-01', 'Enter the document expiry date'],
    ['loyaltyNumber', ' ', 'Enter a value'],
  ])('rejects a bad %s with the form message', (field, value, message) => {
    const result = updatableItemValueSchema(field).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts good values, trimmed', () => {
    expect(updatableItemValueSchema('firstName').parse(' Amina ')).toBe('Amina');
    expect(updatableItemValueSchema('birthDate').parse('1988-04-12')).toBe('1988-04-12');
  });
});

describe('splitSelectionError', () => {
  const travelers = ['t1', 't2', 't3'];
  it('needs someone to move and someone to stay', () => {
    expect(splitSelectionError([], travelers)).toBe(SPLIT_MESSAGES.none);
    expect(splitSelectionError(['unknown'], travelers)).toBe(SPLIT_MESSAGES.none);
    expect(splitSelectionError(travelers, travelers)).toBe(SPLIT_MESSAGES.all);
    expect(splitSelectionError(['t2'], travelers)).toBeNull();
  });
});
