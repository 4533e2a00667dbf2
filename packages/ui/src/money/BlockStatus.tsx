import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { LoadState } from './load-state';

/**
 * A block's loading text or its error with a retry, and its children once loaded.
 *
 * @example
 * <BlockStatus state={entities} loadingText="Loading balances…">{(data) => <Table … />}</BlockStatus>
 */
export function BlockStatus<Data>({
  state,
  loadingText,
  children,
}: {
  state: LoadState<Data>;
  /** Said while the block loads, e.g. "Loading balances…". */
  loadingText: string;
  children: (data: Data) => ReactNode;
}) {
  if (state.status === 'pending')
    return (
      <Flex role="status" align="center" gap="2" py="2" data-slot="block-loading">
        <Spinner />
        <Text size="2" color="gray">
          {loadingText}
        </Text>
      </Flex>
    );
  if (state.status === 'error')
    return (
      <Flex direction="column" gap="2" align="start" data-slot="block-error">
        <Callout.Root color="red" role="alert" size="1" className="w-full">
          <Callout.Text>{state.message}</Callout.Text>
        </Callout.Root>
        <Button size="1" variant="soft" onClick={state.onRetry}>
          Retry
        </Button>
      </Flex>
    );
  return <>{children(state.data)}</>;
}
