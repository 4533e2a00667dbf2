/**
 * Keys as the shortcuts name them, and how a key event is read: small, as the shell's own listeners (the
 * locator field's `/`, the command bar's Ctrl+K) are in every page's first load.
 */

/**
 * A key, with Ctrl (⌘ on a Mac) when `mod` is set. `key` is `KeyboardEvent.key`: `t`, `Enter`, `?`.
 *
 * @example
 * const submit: Shortcut = { key: 'Enter', mod: true };
 */
export interface Shortcut {
  readonly key: string;
  readonly mod?: boolean;
}

/** Whether a key event is this shortcut (Ctrl or ⌘ for `mod`; no modifier otherwise; any case of a letter). */
export function matchesShortcut(event: KeyboardEvent, shortcut: Shortcut): boolean {
  const mod = event.ctrlKey || event.metaKey;
  if (mod !== (shortcut.mod === true) || event.altKey) return false;
  return event.key.length === 1
    ? event.key.toLowerCase() === shortcut.key.toLowerCase()
    : event.key === shortcut.key;
}

/** Whether a key press lands where a key is text, not a shortcut: a text field, a select, an editable. */
export function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}
