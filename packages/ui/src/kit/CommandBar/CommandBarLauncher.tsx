import { loadOnce } from '@comptoir/flight-domain';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { onIdleAfterContent } from '../first-load/idle-work';
import { setCommandBarOpen } from './command-bar-store';
import type { KeyboardProps } from './keyboard';
import { matchesShortcut, type Shortcut } from './shortcut-keys';

/** Ctrl+K (⌘K on a Mac) opens the command bar from every signed-in page, in a field too. */
const OPEN_COMMAND_BAR: Shortcut = { key: 'k', mod: true };

// The page's shortcuts, the `?` sheet and the bar (cmdk, the entry reader) are no part of any page's first
// load: they come in an idle moment once the page's content has come, or at the first Ctrl+K.
const loadKeyboard = loadOnce(() => import('./keyboard'));
const Keyboard = lazy(() => loadKeyboard().then((module) => ({ default: module.Keyboard })));

export type CommandBarLauncherProps = KeyboardProps;

/**
 * The keyboard of every signed-in page: Ctrl+K (⌘K) opens the command bar, `?` the sheet of the page's
 * shortcuts, and the shortcuts the page declared (`usePageCommands`) run. Only the Ctrl+K listener is in
 * the first load; the rest comes in the idle moment after the page's content or at the first Ctrl+K, which then opens the bar
 * once it has come. Mount it once in the app's frame.
 *
 * @example
 * <CommandBarLauncher role={user.role} findRecords={find} onNavigate={go} onSearch={search} onRetrieve={retrieve} />
 */
export function CommandBarLauncher(props: CommandBarLauncherProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    function openCommandBar(event: KeyboardEvent) {
      if (event.defaultPrevented || !matchesShortcut(event, OPEN_COMMAND_BAR)) return;
      event.preventDefault();
      setCommandBarOpen(true);
      setWanted(true);
    }
    document.addEventListener('keydown', openCommandBar);
    // In the idle moment, the code first (its import appends its chunks' preload links), then its first
    // render in a task of its own, which React may slice: together they held a phone's thread for about
    // 100 ms in one task (docs/decisions/0089).
    const want = () => {
      startTransition(() => setWanted(true));
    };
    const cancelIdle = onIdleAfterContent(() => {
      loadKeyboard().then(want, want);
    });
    return () => {
      document.removeEventListener('keydown', openCommandBar);
      cancelIdle();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Keyboard {...props} />
    </Suspense>
  ) : null;
}
