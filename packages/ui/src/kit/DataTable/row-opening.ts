import { ROUTING } from '@comptoir/flight-domain';
import { useEffect, useRef, type MouseEvent } from 'react';

/** What a row that opens something is told: where it leads, what opens it, and who preloads it. */
export interface RowOpening<TData> {
  /** The page a row leads to: its primary cell is a link there. Default: none (a button opens the row). */
  rowHref?: ((row: TData) => string) | undefined;
  /** Called with the row opened by a plain click anywhere on it (not on a control of its own). */
  onRowActivate?: ((row: TData) => void) | undefined;
  /** Called with a row the pointer or the focus has stayed on for SPEC §9's intent delay (50 ms). */
  onRowIntent?: ((row: TData) => void) | undefined;
}

/** The controls inside a row that handle their own clicks: a click on one of them is not the row's. */
const OWN_CLICK_TARGETS = 'a, button, input, select, textarea, label, [role="button"], [role="combobox"]';

/**
 * Whether a click on a row is the row's: inside it in the page (not in a portal its cell opened, whose
 * events React still bubbles through the row), not on a control of its own, and not the end of a text
 * selection (selecting a passenger's name to copy it must not open the record).
 */
function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return false;
  const control = target.closest(OWN_CLICK_TARGETS);
  if (control !== null && event.currentTarget.contains(control)) return false;
  return event.currentTarget.ownerDocument.getSelection()?.type !== 'Range';
}

/**
 * The mouse and focus handlers of a data table's rows (table rows and phone cards alike):
 * - a plain click anywhere on a row opens it (`onRowActivate`);
 * - a click with Ctrl, ⌘ or Shift, or a middle click, on a row that leads to a page (`rowHref`) opens
 *   that page in a new tab, as the same click on its link would; the link itself is left to the browser;
 * - the pointer or the focus staying on a row for the intent delay calls `onRowIntent`.
 *
 * @example
 * const handlersOf = useRowOpening({ rowHref, onRowActivate, onRowIntent });
 * <tr {...handlersOf(row)}>…</tr>
 */
export function useRowOpening<TData>({ rowHref, onRowActivate, onRowIntent }: RowOpening<TData>) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  return (row: TData) => {
    const href = rowHref?.(row);
    const start = () => {
      cancel();
      if (onRowIntent !== undefined)
        timer.current = setTimeout(() => onRowIntent(row), ROUTING.preloadDelayMs);
    };
    const intent =
      onRowIntent === undefined
        ? {}
        : { onPointerEnter: start, onPointerLeave: cancel, onFocus: start, onBlur: cancel };
    if (onRowActivate === undefined) return intent;
    const openInNewTab = (event: MouseEvent<HTMLElement>, page: string) => {
      event.preventDefault();
      event.currentTarget.ownerDocument.defaultView?.open(page, '_blank', 'noopener');
    };
    return {
      ...intent,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (!isRowClick(event)) return;
        if (href !== undefined && (event.ctrlKey || event.metaKey || event.shiftKey))
          openInNewTab(event, href);
        else onRowActivate(row);
      },
      onAuxClick: (event: MouseEvent<HTMLElement>) => {
        if (href !== undefined && event.button === 1 && isRowClick(event)) openInNewTab(event, href);
      },
    };
  };
}
