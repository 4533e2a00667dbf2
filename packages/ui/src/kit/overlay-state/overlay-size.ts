import { DEFAULT_DIALOG_SIZE, DIALOG_WIDTH_PX, FULL_DIALOG_INSET_PX, type DialogSize } from '../ui-scales';

/**
 * The size of a `custom` dialog or side panel: a number of px, or any CSS length (`'72rem'`, `'50vw'`).
 *
 * @example
 * openDialog({ title: 'Seat map', view: <SeatMap />, size: 'custom', customSize: 720 });
 */
export type OverlayCustomSize = number | string;

/** Width and height of an overlay, as CSS lengths; `height` only for `full`. */
export interface OverlayDimensions {
  /** The largest width the overlay takes; narrower screens shrink it. */
  readonly maxWidth: string;
  /** Only `full` fixes a height: the viewport minus `FULL_DIALOG_INSET_PX`. */
  readonly height?: string;
}

function cssLength(size: OverlayCustomSize): string {
  return typeof size === 'number' ? `${size}px` : size;
}

/**
 * The dimensions of each size of the scale of SPEC §9, shared by the dialog and the side panel:
 * `sm` 425 px, `md` 640 px, `lg` 900 px, `xl` 1280 px, `full` the viewport minus 40 px in width and
 * height, `custom` the supplied size (the default size's width when none is supplied).
 *
 * @example
 * overlayDimensions('lg') // { maxWidth: '900px' }
 * overlayDimensions('full') // { maxWidth: 'calc(100vw - 40px)', height: 'calc(100vh - 40px)' }
 * overlayDimensions('custom', 720) // { maxWidth: '720px' }
 */
export function overlayDimensions(size: DialogSize, customSize?: OverlayCustomSize): OverlayDimensions {
  switch (size) {
    case 'full':
      return {
        maxWidth: `calc(100vw - ${FULL_DIALOG_INSET_PX}px)`,
        height: `calc(100vh - ${FULL_DIALOG_INSET_PX}px)`,
      };
    case 'custom':
      return {
        maxWidth:
          customSize === undefined ? `${DIALOG_WIDTH_PX[DEFAULT_DIALOG_SIZE]}px` : cssLength(customSize),
      };
    default:
      return { maxWidth: `${DIALOG_WIDTH_PX[size]}px` };
  }
}
