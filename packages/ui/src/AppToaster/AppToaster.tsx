import { TOASTS } from '@comptoir/flight-domain';
import { Toaster } from 'react-hot-toast';

/**
 * The one toast outlet of the app, with the SPEC §9 durations. react-hot-toast keeps at most
 * 20 toasts (its built-in limit equals `TOASTS.limit`).
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOASTS.durationMs.blank,
        error: { duration: TOASTS.durationMs.error },
        success: { duration: TOASTS.durationMs.success },
        loading: { duration: TOASTS.durationMs.loading },
      }}
    />
  );
}
