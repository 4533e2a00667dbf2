import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * What waits for the next frame: a change renders what must be seen at once, and what can wait comes in a
 * task of its own once that frame is drawn (the offers' cards below the view, the results' filters).
 */

/** Runs `task` in a task of its own once the next frame is drawn. Returns what cancels it. */
export function afterNextFrame(task: () => void): () => void {
  let timeout = 0;
  // A frame callback runs just before its frame is drawn; a task queued from it runs once it is out.
  const frame = requestAnimationFrame(() => {
    timeout = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * `value` once a frame showing it has been drawn, and the one before until then: a change renders what
 * must be seen at once, and what can wait right after that frame.
 */
export function useValueOnceDrawn<T>(value: T): T {
  const [drawn, setDrawn] = useState(value);
  useEffect(() => {
    if (drawn === value) return;
    return afterNextFrame(() => {
      setDrawn(value);
    });
  }, [drawn, value]);
  return drawn;
}

/**
 * `false` for a component's first paint, then `true` from the frame after it, in a render of its own (a
 * transition): what a page shows first renders at once, what can wait comes right after.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterNextFrame(() => {
        startTransition(() => {
          setPainted(true);
        });
      }),
    [],
  );
  return painted;
}

/** Its children from the frame after its first paint, in a render of their own (a transition); nothing before. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
