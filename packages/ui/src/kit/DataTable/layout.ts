import { SIDE_PANEL_SHEET_MIN_WIDTH_PX } from '../ui-scales';

/**
 * From this width (768 px, where the side panel becomes a sheet) a list is a table; below it, its rows
 * are cards or fold their secondary columns in, so that a phone never scrolls sideways.
 */
export const TABLE_LAYOUT_QUERY = `(min-width: ${String(SIDE_PANEL_SHEET_MIN_WIDTH_PX)}px)`;

/** Placeholder rows (or cards) shown while a list's first page loads. */
export const LOADING_ROWS = 5;
