import { describe, expect, it } from 'vitest';
import { slowLoadingThresholdMs } from './use-slow-loading';

describe('slowLoadingThresholdMs', () => {
  it('counts a load as slow after 3 s, 5 s on slow networks', () => {
    expect(slowLoadingThresholdMs(false)).toBe(3_000);
    expect(slowLoadingThresholdMs(true)).toBe(5_000);
  });
});
