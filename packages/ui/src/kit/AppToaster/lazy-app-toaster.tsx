import { lazy, Suspense } from 'react';

const AppToasterOutlet = lazy(() =>
  import('./AppToaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * {@link AppToaster} for the app: mounted with the page, its code (react-hot-toast and its styles) loads
 * just after the first paint rather than with it. Toasts raised before it is there wait in
 * react-hot-toast's store and show when it mounts.
 */
export function LazyAppToaster() {
  return (
    <Suspense fallback={null}>
      <AppToasterOutlet />
    </Suspense>
  );
}
