import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { onIdleAfterContent } from './idle-work';

/** The widget that has taken its painted trigger's place, and how the trigger stood when it did. */
export interface SwappedIn<T> {
  widget: T;
  /** The trigger was pressed before the widget had loaded: it comes open. */
  open: boolean;
  /** The trigger had the focus: the widget takes it. */
  focus: boolean;
}

/**
 * A widget whose code is no part of the first load: its trigger paints with the page,
 * the code is fetched when the trigger is first hovered or focused, and the widget takes the trigger's
 * place once the trigger is pressed (a click, or one of the widget's `openKeys`), or with `whenIdle`, in an
 * idle moment once the page's content has come (`onIdleAfterContent`); while the pointer that pressed it is down, not before it is released.
 * Spread `triggerProps` on the painted trigger; render `swappedIn.widget` once it is set.
 */
export function useSwapOnUse<T>(
  load: () => Promise<T>,
  { whenIdle, openKeys }: { whenIdle: boolean; openKeys: readonly string[] },
) {
  const [swappedIn, setSwappedIn] = useState<SwappedIn<T>>();
  const pressed = useRef(false);
  /** While the pointer that pressed the trigger is down: the widget, once loaded, waits there for its release. */
  const held = useRef<{ widget?: T } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load();
  const swapNow = (widget: T) =>
    setSwappedIn(
      (current) =>
        current ?? { widget, open: pressed.current, focus: trigger.current === document.activeElement },
    );
  const swap = () =>
    void load().then((widget) => {
      if (held.current === null) swapNow(widget);
      else held.current.widget = widget;
    });
  const press = () => {
    pressed.current = true;
    swap();
  };
  // A widget whose code comes while the pointer is still down takes its place once the pointer is up and
  // its click is over: Radix's select opens over its trigger, on the chosen option, and a release there
  // (after the slightest tremor of the hand) chose that option and closed the list it had just opened.
  const holdUntilReleased = () => {
    const hold: { widget?: T } = {};
    held.current = hold;
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => {
        if (held.current === hold) held.current = null;
        if (hold.widget !== undefined) swapNow(hold.widget);
      });
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };
  useEffect(() => (whenIdle ? onIdleAfterContent(swap) : undefined), []);
  const triggerProps = {
    ref: trigger,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    // Radix's menus and selects open on pointer down: a press counts from there, so that a widget whose
    // code comes between the pointer going down and the click (an idle moment's load) comes open.
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      holdUntilReleased();
      press();
    },
    onClick: press,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!openKeys.includes(event.key)) return;
      event.preventDefault(); // no click too, nor a scroll for the arrows
      press();
    },
  };
  return { swappedIn, triggerProps };
}
