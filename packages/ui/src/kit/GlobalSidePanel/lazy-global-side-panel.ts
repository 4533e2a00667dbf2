import { lazyOutlet } from '../first-load/lazy-outlet';
import type { GlobalSidePanelProps } from './GlobalSidePanel';
import { useSidePanelStore } from './side-panel-store';

function useSidePanelOpen() {
  return useSidePanelStore((state) => state.isOpen);
}

/** {@link GlobalSidePanel}'s outlet for the app: vaul's drawer code is loaded when it first opens. */
export const LazyGlobalSidePanel = lazyOutlet<GlobalSidePanelProps>(
  () => import('./GlobalSidePanel').then((module) => module.GlobalSidePanel),
  useSidePanelOpen,
);
