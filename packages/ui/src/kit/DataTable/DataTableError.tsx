import { Button, Callout, Flex } from '@radix-ui/themes';

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
    <Callout.Root color="red" role="alert" data-slot="data-table-error">
      <Callout.Text>{message}</Callout.Text>
      {onRetry === undefined ? null : (
        <Flex>
          <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
            Retry
          </Button>
        </Flex>
      )}
    </Callout.Root>
  );
}
