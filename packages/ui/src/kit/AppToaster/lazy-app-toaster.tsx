import { lazy, Suspense } from 'react';
import { AfterContent } from '../first-load/after-content';

const AppToasterOutlet = lazy(() =>
  import('./AppToaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * {@link AppToaster} for the app: mounted with the page, its code (react-hot-toast and its styles) loads
 * in the idle moment once the page's content has come (`AfterContent`), not with it. Toasts raised before
 * it is there wait in react-hot-toast's store and show when it mounts.
 */
export function LazyAppToaster() {
  return (
    <AfterContent>
      <Suspense fallback={null}>
        <AppToasterOutlet />
      </Suspense>
    </AfterContent>
  );
}
