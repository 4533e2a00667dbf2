import { TOOLTIP } from '../ui-scales';
import { Tooltip as ThemesTooltip, type TooltipProps as ThemesTooltipProps } from '@radix-ui/themes';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

export interface TooltipProps extends ThemesTooltipProps {
  /** Milliseconds the pointer rests on the trigger before the tooltip opens. Default: 150 (`TOOLTIP`). */
  delayDuration?: number;
  /** Distance in px between the trigger and the tooltip, arrow excluded. Default: 10 (`TOOLTIP`). */
  sideOffset?: number;
  /** Whether the tooltip points at its trigger. Default: `true` (`TOOLTIP`). */
  showArrow?: boolean;
}

/**
 * Radix Themes' tooltip with the defaults of SPEC §9: opens after 150 ms, 10 px from its trigger, with an
 * arrow. Its child must be one focusable element (a button, a link) that forwards its ref. Each tooltip has
 * its own provider: the app's root is not Radix's `Theme`, which provides one (`kit/ThemeRoot`).
 *
 * @example
 * <Tooltip content="Copy locator"><IconButton aria-label="Copy locator"><CopyIcon /></IconButton></Tooltip>
 */
export function Tooltip({
  delayDuration = TOOLTIP.openDelayMs,
  sideOffset = TOOLTIP.sideOffset,
  showArrow = TOOLTIP.showArrow,
  className,
  ...props
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <ThemesTooltip
        delayDuration={delayDuration}
        sideOffset={sideOffset}
        data-slot="tooltip"
        data-arrow={showArrow}
        // Radix keeps the arrow's box `display: block` inline: only an important rule hides it.
        className={
          [showArrow ? '' : '[&_.rt-TooltipArrow]:hidden!', className ?? ''].join(' ').trim() || undefined
        }
        {...props}
      />
    </TooltipPrimitive.Provider>
  );
}
