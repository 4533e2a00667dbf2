import { lazyOutlet } from '../first-load/lazy-outlet';
import { useDialogStore } from './dialog-store';
import type { GlobalDialogProps } from './GlobalDialog';

function useDialogOpen() {
  return useDialogStore((state) => state.isOpen);
}

/** {@link GlobalDialog}'s outlet for the app: Radix's dialog code is loaded when it first opens. */
export const LazyGlobalDialog = lazyOutlet<GlobalDialogProps>(
  () => import('./GlobalDialog').then((module) => module.GlobalDialog),
  useDialogOpen,
);
