import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onIdleAfterContent } from './idle-work';

/**
 * A global overlay's outlet whose code is loaded when it first opens, not with the page (the drawer
 * and dialog libraries are no part of any page's first load). It is also fetched in an idle moment
 * once the page's content has come (`onIdleAfterContent`), so that the first opening seldom waits for it. Once open it stays mounted, so its
 * closing animation runs as before.
 */
export function lazyOutlet<P extends object>(
  load: () => Promise<ComponentType<P>>,
  useIsOpen: () => boolean,
): ComponentType<P> {
  const Outlet = lazy(async () => ({ default: await load() }));
  return function LazyOutlet(props: P) {
    const isOpen = useIsOpen();
    const [opened, setOpened] = useState(isOpen);
    if (isOpen && !opened) setOpened(true);
    useEffect(() => onIdleAfterContent(() => void load()), []);
    return opened ? (
      <Suspense fallback={null}>
        <Outlet {...props} />
      </Suspense>
    ) : null;
  };
}
