/**
 * The one shortcut registry of the app: each page declares its commands (label, key, and the cryptic
 * entry that runs it) with `usePageCommands`; one keydown listener (the command bar's, `keyboard.tsx`)
 * runs them, and the command bar and the `?` sheet list them. No page listens to keys
 * itself.
 */
import { useEffect, useId } from 'react';
import { create } from 'zustand';
import type { Shortcut } from './shortcut-keys';

/** The cryptic entries a page command answers (`TTP`, `XI`, `TWD`: flight-domain's `CommandEntry`). */
export type PageCommandEntry = 'ticket' | 'cancel' | 'display-ticket';

/**
 * One command of the page shown: what the command bar lists under "This page" and the `?` sheet shows.
 *
 * @example
 * const ticket: PageCommand = { id: 'ticket', label: 'Issue tickets', shortcut: { key: 't' }, entry: 'ticket', run: () => click('ticket') };
 */
export interface PageCommand {
  /** Names the command among the page's, e.g. `ticket`. */
  readonly id: string;
  readonly label: string;
  /** The key that runs it from the page (outside text fields unless it has `mod`). Default: none. */
  readonly shortcut?: Shortcut;
  /** The cryptic entry that runs it from the command bar. Default: none. */
  readonly entry?: PageCommandEntry;
  /** Why it cannot run now (the reason its button shows); it is listed, not run. Default: it can run. */
  readonly unavailable?: string;
  readonly run: () => void;
}

interface RegistryState {
  /** The commands of each component that declared some, by its id, in the order they came. */
  readonly owners: ReadonlyMap<string, readonly PageCommand[]>;
}

/** The registry's store; read through `pageCommands()` and `usePageCommandList()`. */
const useRegistry = create<RegistryState>()(() => ({ owners: new Map() }));

function setOwner(owner: string, commands: readonly PageCommand[] | null) {
  useRegistry.setState(({ owners }) => {
    const next = new Map(owners);
    if (commands === null) next.delete(owner);
    else next.set(owner, commands);
    return { owners: next };
  });
}

const flatten = (owners: ReadonlyMap<string, readonly PageCommand[]>) => [...owners.values()].flat();

/**
 * Declares the commands of the component's page while it is mounted. Pass the latest commands each
 * render: their `run` is called as it was last given.
 *
 * @example
 * usePageCommands([{ id: 'filters', label: 'Filters', shortcut: { key: 'f' }, run: openFilters }]);
 */
export function usePageCommands(commands: readonly PageCommand[]): void {
  const owner = useId();
  useEffect(() => {
    setOwner(owner, commands);
  }, [owner, commands]);
  useEffect(() => () => setOwner(owner, null), [owner]);
}

/** The page's commands now, outside React (the key listener reads them at each key). */
export function pageCommands(): readonly PageCommand[] {
  return flatten(useRegistry.getState().owners);
}

/** The page's commands, rendering again when they change (the command bar, the `?` sheet). */
export function usePageCommandList(): readonly PageCommand[] {
  return flatten(useRegistry((state) => state.owners));
}

/** Whether the platform's modifier is ⌘ (a Mac, an iPhone or iPad) rather than Ctrl. */
function usesCommandKey(): boolean {
  return typeof navigator !== 'undefined' && /Macintosh|iPhone|iPad/.test(navigator.userAgent);
}

/**
 * A shortcut as the platform writes it: `Ctrl+Enter` or `⌘Enter`, a letter in capitals.
 *
 * @example
 * formatShortcut({ key: 'k', mod: true }, false) // 'Ctrl+K'
 */
export function formatShortcut(shortcut: Shortcut, commandKey = usesCommandKey()): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  if (shortcut.mod !== true) return key;
  return commandKey ? `⌘${key}` : `Ctrl+${key}`;
}
