import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import { formatShortcut } from './page-commands';

describe('formatShortcut', () => {
  afterEach(async () => {
    await setLocale('en', { reload: false });
  });

  it('writes a shortcut as the platform does: Ctrl+ or ⌘, a letter in capitals, an arrow as its sign', () => {
    expect(formatShortcut({ key: 'k', mod: true }, false)).toBe('Ctrl+K');
    expect(formatShortcut({ key: 'Enter', mod: true }, true)).toBe('⌘Enter');
    expect(formatShortcut({ key: 'ArrowDown' }, false)).toBe('↓');
    expect(formatShortcut({ key: 'Escape' }, false)).toBe('Esc');
  });

  it('names Enter and Escape as a French keyboard does in French', async () => {
    await setLocale('fr', { reload: false });
    expect(formatShortcut({ key: 'Enter', mod: true }, false)).toBe('Ctrl+Entrée');
    expect(formatShortcut({ key: 'Escape' }, false)).toBe('Échap');
    expect(formatShortcut({ key: 't' }, false)).toBe('T');
  });
});
