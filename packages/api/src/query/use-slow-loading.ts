import { DATA_FETCHING } from '@comptoir/flight-domain';
import { useEffect, useState } from 'react';
import { isSlowNetwork } from '../query-client';

/** How long a load may take before it counts as slow: 3 s, 5 s on slow networks (SPEC §9). */
export function slowLoadingThresholdMs(slowNetwork = isSlowNetwork()): number {
  return slowNetwork ? DATA_FETCHING.slowNetworkLoadingTimeoutMs : DATA_FETCHING.loadingTimeoutMs;
}

/** True once `isLoading` has stayed true past the slow-loading threshold; false again when it ends. */
export function useSlowLoading(isLoading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!isLoading) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), slowLoadingThresholdMs());
    return () => clearTimeout(timer);
  }, [isLoading]);
  return isLoading && slow;
}
