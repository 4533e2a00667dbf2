import { ChevronDownIcon } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { loadOnce } from '@comptoir/flight-domain';
import { useSwapOnUse } from '../first-load/load-on-use';
import type RadixOptionSelect from './RadixOptionSelect';

export interface OptionSelectProps {
  /** The chosen option's value, or '' while none is chosen (the placeholder shows). */
  value: string;
  /** The options, in the order shown. */
  options: readonly { readonly value: string; readonly label: string }[];
  /** Called with the chosen option's value. */
  onValueChange: (value: string) => void;
  /** Shown while nothing is chosen. Default: none. */
  placeholder?: string | undefined;
  /** Radix size of the trigger. Default '2'. */
  size?: '1' | '2' | '3';
  /** Radix variant of the trigger. Default 'surface'. */
  variant?: 'classic' | 'surface' | 'soft' | 'ghost';
  /** Radix accent colour of the trigger. Default: the theme's. */
  color?: 'gray' | 'red' | undefined;
  disabled?: boolean;
  /** Where the list opens: under the trigger ('popper') or over it, on the chosen option. Default 'item-aligned'. */
  position?: 'popper' | 'item-aligned';
  /** The trigger's own attributes. */
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  'data-slot'?: string;
  /**
   * Fetches the select's code. Default: its chunk, fetched once for every `OptionSelect` of the page. A
   * story gives one that holds the code back, to press the trigger while it loads.
   */
  loadSelect?: () => Promise<LoadedOptionSelect>;
}

/** The select once its code has loaded: Radix Themes' select (`RadixOptionSelect`). */
type LoadedOptionSelect = ComponentType<Parameters<typeof RadixOptionSelect>[0]>;

// Radix's Select (its scroll area, focus and dismiss layers, scroll lock: about 18 KiB gzip) is no part of
// a page's first load: the trigger paints as the select's own, and the select is fetched on
// hover or focus and takes its place when pressed (opened, the focus kept; docs/decisions/0025). Not in an
// idle moment: a select swapped in while someone reaches for it would leave their press on a detached node.
const loadSelectOnce = loadOnce<LoadedOptionSelect>(() =>
  import('./RadixOptionSelect').then((module) => module.default),
);

/** The keys that open Radix's select from its trigger. */
const SELECT_OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/**
 * Radix Themes' select over a fixed list of options, loaded on use behind a trigger drawn as the select's
 * own: same look, same role and name, the focus kept when the select takes its place.
 */
export function OptionSelect({ loadSelect = loadSelectOnce, ...props }: OptionSelectProps) {
  const { swappedIn, triggerProps } = useSwapOnUse(loadSelect, {
    whenIdle: false,
    openKeys: SELECT_OPEN_KEYS,
  });
  if (swappedIn)
    return <swappedIn.widget {...props} defaultOpen={swappedIn.open} focusOnMount={swappedIn.focus} />;
  const { value, options, placeholder, size = '2', variant = 'surface', color, disabled = false } = props;
  const chosen = value !== '';
  return (
    // Radix Themes' `Select.Trigger` as it renders closed, class names and attributes included:
    // `kit/first-load/OptionSelect.test.tsx` pins the likeness (STYLE.md), the stories' screenshots the look.
    <button
      {...triggerProps}
      type="button"
      role="combobox"
      id={props.id}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      dir="ltr"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={chosen ? undefined : ''}
      data-accent-color={color}
      data-slot={props['data-slot']}
      className={['rt-reset rt-SelectTrigger', `rt-r-size-${size}`, `rt-variant-${variant}`, props.className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>
          {chosen ? options.find((option) => option.value === value)?.label : placeholder}
        </span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" aria-hidden />
    </button>
  );
}
