import { errorMessage } from '@comptoir/api';
import { RecordLoadErrorView } from '@comptoir/ui/records';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/**
 * A record route's error component, titled `title`: the server's reason (SPEC §6's message for another
 * organization's record) and a retry that runs the loader again.
 */
export function recordLoadError(title: string) {
  return function RecordLoadError({ error }: ErrorComponentProps) {
    const router = useRouter();
    return (
      <RecordLoadErrorView
        title={title}
        message={errorMessage(error)}
        onRetry={() => void router.invalidate()}
      />
    );
  };
}
