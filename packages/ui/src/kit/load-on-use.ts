import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** The widget that has taken its painted trigger's place, and how the trigger stood when it did. */
export interface SwappedIn<T> {
  widget: T;
  /** The trigger was pressed before the widget had loaded: it comes open. */
  open: boolean;
  /** The trigger had the focus: the widget takes it. */
  focus: boolean;
}

/**
 * A widget whose code is no part of the first load (issue 27): its trigger paints with the page,
 * the code is fetched when the trigger is first hovered or focused, and the widget takes the trigger's
 * place once the trigger is pressed (a click, or one of the widget's `openKeys`), or with `whenIdle`, in an
 * idle moment once the page is up. Spread `triggerProps` on the painted trigger; render
 * `swappedIn.widget` once it is set.
 */
export function useSwapOnUse<T>(
  load: () => Promise<T>,
  { whenIdle, openKeys }: { whenIdle: boolean; openKeys: readonly string[] },
) {
  const [swappedIn, setSwappedIn] = useState<SwappedIn<T>>();
  const pressed = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load();
  const swap = () =>
    void load().then((widget) =>
      setSwappedIn(
        (current) =>
          current ?? { widget, open: pressed.current, focus: trigger.current === document.activeElement },
      ),
    );
  const press = () => {
    pressed.current = true;
    swap();
  };
  useEffect(() => {
    if (!whenIdle || typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(swap);
    return () => cancelIdleCallback(idle);
  }, []);
  const triggerProps = {
    ref: trigger,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    // Radix's menus and selects open on pointer down: a press counts from there, so that a widget swapped
    // in between the pointer going down and the click (an idle moment's load) comes open, not deaf to it.
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) press();
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
