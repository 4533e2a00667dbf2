/**
 * What the command bar's launcher loads once the page is idle, or at the first Ctrl+K: the bar, and the
 * one listener of the page's keys, which starts as this module loads and stays for the app's life.
 */
import { localIsoDate } from '@comptoir/flight-domain';
import { openSidePanel } from '../GlobalSidePanel/side-panel-store';
import { CommandBar, type CommandBarProps } from './CommandBar';
import { setCommandBarOpen, useCommandBarStore } from './command-bar-store';
import { matchesShortcut, typingInField, type Shortcut } from './shortcut-keys';
import { pageCommands } from './page-commands';
import { ShortcutsList } from './ShortcutsList';
import { m } from '../../i18n/paraglide/messages.js';

/** `?` opens the sheet of the page's shortcuts. */
const SHOW_SHORTCUTS: Shortcut = { key: '?' };

/** Whether a dialog, a drawer or a menu has the keys: the page's shortcuts wait until it closes. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;
}

/** The one listener of the page's shortcuts: `?`, then the commands the page declared. */
function runShortcut(event: KeyboardEvent) {
  if (event.defaultPrevented || overlayOpen()) return;
  const typing = typingInField(event.target);
  if (!typing && matchesShortcut(event, SHOW_SHORTCUTS)) {
    event.preventDefault();
    openSidePanel({ title: m.cmd_shortcuts_title(), view: <ShortcutsList />, size: 'sm' });
    return;
  }
  const command = pageCommands().find(
    ({ shortcut, unavailable, focusOnly }) =>
      shortcut !== undefined &&
      unavailable === undefined &&
      focusOnly !== true &&
      (!typing || shortcut.mod === true) &&
      matchesShortcut(event, shortcut),
  );
  if (command === undefined) return;
  event.preventDefault();
  command.run();
}

/**
 * Starts the one listener of the pages' keys and `?`, for the document's life (again: nothing, the
 * browser keeps one listener per function).
 */
export function listenToPageKeys(): void {
  document.addEventListener('keydown', runShortcut);
}

// The page's keys work from the moment this module is there, before the bar is first opened.
listenToPageKeys();

/** The launcher's props: the bar's, less what the launcher holds itself. */
export type KeyboardProps = Omit<CommandBarProps, 'open' | 'onOpenChange' | 'commands' | 'today'> & {
  /** The agent's date, `YYYY-MM-DD`. Default: today in the browser's zone. */
  today?: string;
};

/** The commands the bar offers: the page's, less the keys that only the control in focus answers. */
const barCommands = () => pageCommands().filter(({ focusOnly }) => focusOnly !== true);

/**
 * The command bar, open while its store says so, listing the commands the page shows (`data-command`).
 */
export function Keyboard({ today, ...props }: KeyboardProps) {
  const isOpen = useCommandBarStore((state) => state.isOpen);
  return (
    <CommandBar
      open={isOpen}
      onOpenChange={setCommandBarOpen}
      commands={isOpen ? barCommands() : []}
      today={today ?? (isOpen ? localIsoDate(new Date()) : '')}
      {...props}
    />
  );
}
