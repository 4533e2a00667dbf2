import { Button, Flex } from '@radix-ui/themes';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';

export interface DataTableErrorProps {
  /** Why the page could not be fetched. */
  message: string;
  /** Fetches the page again. Default: no retry button. */
  onRetry?: () => void;
}

/**
 * Shown in place of a data table whose page could not be fetched: the reason and a retry.
 *
 * @example
 * <DataTableError message={error.message} onRetry={() => refetch()} />
 */
export function DataTableError({ message, onRetry }: DataTableErrorProps) {
  return (
    <ErrorCallout message={message} slot="data-table-error">
      {onRetry === undefined ? null : (
        <Flex>
          <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
            Retry
          </Button>
        </Flex>
      )}
    </ErrorCallout>
  );
}
