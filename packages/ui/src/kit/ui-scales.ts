/**
 * The interface's scales (SPEC §9 "Dialog sizes", "Side panel", "Tooltips"): declared once, read by the
 * overlays and the tooltip. They are the interface's, not the business's, so they live in ui.
 */

/**
 * Named dialog and side-panel sizes (SPEC §9 "Dialog sizes"), smallest first.
 *
 * @example
 * DIALOG_SIZES.includes('xl') // true
 */
export const DIALOG_SIZES = ['sm', 'md', 'lg', 'xl', 'full', 'custom'] as const;

/**
 * A dialog or side-panel size.
 *
 * @example
 * const size: DialogSize = 'lg';
 */
export type DialogSize = (typeof DIALOG_SIZES)[number];

/**
 * Maximum width in px of each fixed dialog size on wide screens.
 *
 * @example
 * DIALOG_WIDTH_PX.md // 640
 */
export const DIALOG_WIDTH_PX = { sm: 425, md: 640, lg: 900, xl: 1280 } as const;

/**
 * The default dialog size.
 *
 * @example
 * DEFAULT_DIALOG_SIZE // 'md'
 */
export const DEFAULT_DIALOG_SIZE = 'md' satisfies DialogSize;

/**
 * `full` dialogs take the viewport minus this many px in width and in height.
 *
 * @example
 * `calc(100vw - ${FULL_DIALOG_INSET_PX}px)` // 'calc(100vw - 40px)'
 */
export const FULL_DIALOG_INSET_PX = 40;

/**
 * The side panel is a sheet at this width and above, a bottom drawer below it.
 *
 * @example
 * `(min-width: ${SIDE_PANEL_SHEET_MIN_WIDTH_PX}px)` // '(min-width: 768px)'
 */
export const SIDE_PANEL_SHEET_MIN_WIDTH_PX = 768;

/**
 * The side panel opens from this side unless told otherwise (SPEC §4).
 *
 * @example
 * DEFAULT_SIDE_PANEL_SIDE // 'right'
 */
export const DEFAULT_SIDE_PANEL_SIDE = 'right';

/**
 * Accessible label of the side panel's close button (SPEC §9 "Side panel").
 *
 * @example
 * SIDE_PANEL_CLOSE_LABEL // 'Close'
 */
export const SIDE_PANEL_CLOSE_LABEL = 'Close';

/**
 * Tooltip defaults (SPEC §9 "Tooltips").
 *
 * @example
 * TOOLTIP.openDelayMs // 150
 */
export const TOOLTIP = { openDelayMs: 150, sideOffset: 10, showArrow: true } as const;
