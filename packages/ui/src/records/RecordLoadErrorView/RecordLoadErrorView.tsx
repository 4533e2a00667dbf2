import { Button, Flex, Heading } from '@radix-ui/themes';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';

export interface RecordLoadErrorViewProps {
  /** The page's `h1`, naming what could not be shown, e.g. "Reservation". */
  title: string;
  /** Why: the server's message ("You are not allowed to access resource: reservation") or the network's. */
  message: string;
  /** Loads the record again. */
  onRetry: () => void;
}

/**
 * In place of a reservation or ticket page whose record could not be loaded: the page's heading, the
 * reason as the server gave it (another organization's record is refused with SPEC §6's message, not
 * shown) and a way to try again, so a failed load never leaves a blank page.
 *
 * @example
 * <RecordLoadErrorView title="Reservation" message={errorMessage(error)} onRetry={() => router.invalidate()} />
 */
export function RecordLoadErrorView({ title, message, onRetry }: RecordLoadErrorViewProps) {
  return (
    <Flex direction="column" gap="4" p={{ initial: '3', sm: '5' }} data-slot="record-load-error-view">
      <Heading as="h1" size={{ initial: '6', sm: '7' }}>
        {title}
      </Heading>
      <ErrorCallout message={message} slot="record-load-error" />
      <Flex>
        <Button variant="soft" onClick={onRetry}>
          Try again
        </Button>
      </Flex>
    </Flex>
  );
}
