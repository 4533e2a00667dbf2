import { describe, expect, it } from 'vitest';
import { OSI_MESSAGES, OSI_REMARK_MAX_LENGTH, osiCommentsSchema, osiRemarkTextSchema } from './osi-remarks';

describe('OSI remarks', () => {
  it('are trimmed', () => {
    expect(osiRemarkTextSchema.parse('  VIP PASSENGER ')).toBe('VIP PASSENGER');
  });

  it('may not be blank', () => {
    expect(osiRemarkTextSchema.safeParse('   ').error?.issues[0]?.message).toBe(OSI_MESSAGES.empty);
  });

  it('hold at most the maximum length, counted after trimming', () => {
    const longest = 'A'.repeat(OSI_REMARK_MAX_LENGTH);
    expect(osiRemarkTextSchema.parse(` ${longest} `)).toBe(longest);
    expect(osiRemarkTextSchema.safeParse(`${longest}B`).error?.issues[0]?.message).toBe(OSI_MESSAGES.tooLong);
  });

  it('are sent at least one at a time, and each is checked', () => {
    expect(osiCommentsSchema.safeParse([]).error?.issues[0]?.message).toBe(OSI_MESSAGES.none);
    expect(osiCommentsSchema.safeParse(['OK', '']).error?.issues[0]?.path).toEqual([1]);
    expect(osiCommentsSchema.parse(['VIP', ' CTCM 212612345678'])).toEqual(['VIP', 'CTCM 212612345678']);
  });
});
