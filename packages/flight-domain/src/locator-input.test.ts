import { describe, expect, it } from 'vitest';
import { LOCATOR_INPUT_MESSAGE, parseLocatorInput } from './locator-input';

describe('parseLocatorInput', () => {
  it('reads six letters and digits in capitals, spaces around them dropped', () => {
    expect(parseLocatorInput(' rwb4um ')).toEqual({ ok: true, locator: 'RWB4UM' });
  });

  it('refuses anything else with one message', () => {
    for (const text of ['', 'RWB', 'RWBAUM7', 'RWB-UM', 'RW BUM'])
      expect(parseLocatorInput(text)).toEqual({ ok: false, message: LOCATOR_INPUT_MESSAGE });
  });
});
