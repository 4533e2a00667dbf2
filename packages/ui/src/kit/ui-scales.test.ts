import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIALOG_SIZE,
  DEFAULT_SIDE_PANEL_SIDE,
  DIALOG_SIZES,
  DIALOG_WIDTH_PX,
  FULL_DIALOG_INSET_PX,
  SIDE_PANEL_CLOSE_LABEL,
  SIDE_PANEL_SHEET_MIN_WIDTH_PX,
  TOOLTIP,
} from './ui-scales';

describe('the interface scales of SPEC §9', () => {
  it('pins the dialog size scale and the side panel', () => {
    expect(DIALOG_SIZES).toEqual(['sm', 'md', 'lg', 'xl', 'full', 'custom']);
    expect(DIALOG_WIDTH_PX).toEqual({ sm: 425, md: 640, lg: 900, xl: 1280 });
    expect(DEFAULT_DIALOG_SIZE).toBe('md');
    expect(FULL_DIALOG_INSET_PX).toBe(40);
    expect(SIDE_PANEL_SHEET_MIN_WIDTH_PX).toBe(768);
    expect(DEFAULT_SIDE_PANEL_SIDE).toBe('right');
    expect(SIDE_PANEL_CLOSE_LABEL).toBe('Close');
  });

  it('pins the tooltips', () => {
    expect(TOOLTIP).toEqual({ openDelayMs: 150, sideOffset: 10, showArrow: true });
  });
});
