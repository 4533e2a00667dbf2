/**
 * The page's commands, read from the page itself: a control that carries `data-command` (its label) is a
 * command, with its key in `data-shortcut` (`t`, `mod+Enter`), the cryptic entry that runs it in
 * `data-command-entry` (`ticket`, `cancel`, `display-ticket`) and, while it is disabled, why in
 * `data-unavailable`. Running a command clicks its control, so a key, `TTP` in the command bar and a click
 * all take the same path (a confirmation dialog included). The one listener that runs the keys is
 * `keyboard.tsx`'s; the pages carry attributes only, no code of their own.
 *
 * A command with no visible control of its own (the results' next offer and next sort) is a `hidden`
 * button: out of sight and of the tab order, run by its key and offered by the bar. A key that the control
 * in focus handles itself (an offer of the results answers ↓, ↑ and Enter) is declared with
 * `data-shortcut-scope="focus"` on a hidden element: the `?` sheet lists it, the page's listener and the
 * bar leave it.
 */
import type { Shortcut } from './shortcut-keys';
import { m } from '../../i18n/paraglide/messages.js';

/** The cryptic entries a page command answers (`TTP`, `XI`, `TWD`: flight-domain's `CommandEntry`). */
export type PageCommandEntry = 'ticket' | 'cancel' | 'display-ticket';

/**
 * One command of the page shown: what the command bar lists under "This page" and the `?` sheet shows.
 *
 * @example
 * const ticket: PageCommand = { id: 'Issue tickets', label: 'Issue tickets', shortcut: { key: 't' }, entry: 'ticket', run: () => button.click() };
 */
export interface PageCommand {
  readonly id: string;
  readonly label: string;
  /** The key that runs it from the page (outside text fields unless it has `mod`). Default: none. */
  readonly shortcut?: Shortcut;
  /** The cryptic entry that runs it from the command bar. Default: none. */
  readonly entry?: PageCommandEntry;
  /** Why it cannot run now; it is listed, not run. Default: it can run. */
  readonly unavailable?: string;
  /**
   * Whether its key is the focused control's own (`data-shortcut-scope="focus"`): only the `?` sheet lists
   * it; the page's listener does not run it and the bar does not offer it. Default: false.
   */
  readonly focusOnly?: boolean;
  readonly run: () => void;
}

/** A `data-shortcut` value read: `mod+` for Ctrl (⌘ on a Mac), then the key. */
function readShortcut(value: string | undefined): Shortcut | undefined {
  if (value === undefined || value === '') return undefined;
  return value.startsWith('mod+') ? { key: value.slice(4), mod: true } : { key: value };
}

const ENTRIES: readonly string[] = ['ticket', 'cancel', 'display-ticket'] satisfies PageCommandEntry[];

/**
 * The commands of the page shown, in the page's order: every control with `data-command`.
 *
 * @example
 * pageCommands(document).find((command) => command.entry === 'ticket')?.run();
 */
export function pageCommands(root: ParentNode = document): PageCommand[] {
  return [...root.querySelectorAll<HTMLElement>('[data-command]')].map((control) => {
    const { command = '', shortcut, commandEntry, unavailable, shortcutScope } = control.dataset;
    const disabled = control.matches(':disabled, [aria-disabled="true"]');
    const key = readShortcut(shortcut);
    return {
      id: `${command} ${shortcut ?? ''}`,
      label: command,
      ...(key === undefined ? {} : { shortcut: key }),
      ...(commandEntry !== undefined && ENTRIES.includes(commandEntry)
        ? { entry: commandEntry as PageCommandEntry }
        : {}),
      ...(disabled ? { unavailable: unavailable ?? `${command} is not available now.` } : {}),
      ...(shortcutScope === 'focus' ? { focusOnly: true } : {}),
      run: () => control.click(),
    };
  });
}

/** Whether the platform's modifier is ⌘ (a Mac, an iPhone or iPad) rather than Ctrl. */
function usesCommandKey(): boolean {
  return typeof navigator !== 'undefined' && /Macintosh|iPhone|iPad/.test(navigator.userAgent);
}

/** The keys written as the keyboard shows them, the named ones in the interface's language. */
const keySign = (key: string): string =>
  ({ ArrowDown: '↓', ArrowUp: '↑', Enter: m.cmd_key_enter(), Escape: m.cmd_key_escape() })[key] ?? key;

/**
 * A shortcut as the platform writes it: `Ctrl+Enter` or `⌘Enter`, a letter in capitals, an arrow as ↓.
 *
 * @example
 * formatShortcut({ key: 'k', mod: true }, false) // 'Ctrl+K'
 */
export function formatShortcut(shortcut: Shortcut, commandKey = usesCommandKey()): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : keySign(shortcut.key);
  if (shortcut.mod !== true) return key;
  return commandKey ? `⌘${key}` : `Ctrl+${key}`;
}
