import { create } from 'zustand';

/** Whether the command bar is open. */
export const useCommandBarStore = create<{ isOpen: boolean }>()(() => ({ isOpen: false }));

/**
 * Opens or closes the command bar from anywhere, as Ctrl+K (⌘K) and Escape do.
 *
 * @example
 * <Button onClick={() => setCommandBarOpen(true)}>Commands</Button>
 */
export function setCommandBarOpen(isOpen: boolean): void {
  useCommandBarStore.setState({ isOpen });
}
