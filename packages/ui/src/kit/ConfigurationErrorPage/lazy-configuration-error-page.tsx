import { lazy, Suspense } from 'react';
import type { ConfigurationErrorPageProps } from './ConfigurationErrorPage';

const ConfigurationErrorPageCode = lazy(() =>
  import('./ConfigurationErrorPage').then((module) => ({ default: module.ConfigurationErrorPage })),
);

/**
 * {@link ConfigurationErrorPage} for the app's entry: a build whose configuration is valid never draws
 * it, so its code is fetched only by one that is not, rather than with every page.
 */
export function LazyConfigurationErrorPage(props: ConfigurationErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <ConfigurationErrorPageCode {...props} />
    </Suspense>
  );
}
