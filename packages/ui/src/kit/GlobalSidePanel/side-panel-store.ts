import { DEFAULT_SIDE_PANEL_SIDE } from '../ui-scales';
import { createOverlayStore, type OverlayOptions } from '../overlay-state/overlay-store';

/**
 * The edge a side panel slides from on wide screens. Below `SIDE_PANEL_SHEET_MIN_WIDTH_PX` it is always
 * a bottom drawer.
 *
 * @example
 * const side: SidePanelSide = 'left';
 */
export type SidePanelSide = 'left' | 'right' | 'top' | 'bottom';

const sidePanel = createOverlayStore<{ side: SidePanelSide }>({ side: DEFAULT_SIDE_PANEL_SIDE });

/**
 * What `openSidePanel` takes: the dialog's options plus `side` (default `right`, SPEC §4).
 *
 * @example
 * const options: SidePanelOptions = { title: 'Fare rules', view: <FareRules />, side: 'left' };
 */
export type SidePanelOptions = OverlayOptions & { side?: SidePanelSide };

/**
 * The global side panel's state (SPEC §4: the dialog's fields plus `side`), as a zustand hook.
 * `<GlobalSidePanel />` renders it.
 *
 * @example
 * const side = useSidePanelStore((state) => state.side);
 */
export const useSidePanelStore = sidePanel.useStore;

/**
 * Opens the global side panel from anywhere: sets `isOpen` and merges the options.
 *
 * @example
 * openSidePanel({ title: 'Passenger details', view: <PassengerDetails />, size: 'lg' });
 */
export const openSidePanel: (options: SidePanelOptions) => void = sidePanel.open;

/**
 * Closes the global side panel: runs `onClose` if present, then sets `isOpen` false and clears the view.
 *
 * @example
 * <Button onClick={closeSidePanel}>Done</Button>
 */
export const closeSidePanel: () => void = sidePanel.close;
