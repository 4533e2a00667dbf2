import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';

/**
 * What one block of a page shows: loading, why it failed (with a way to try again), or its data. Each
 * block has its own state, so one failing call does not blank the page.
 */
export type LoadState<Data> =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'success'; data: Data };

export interface LoadedContentProps<Data> {
  state: LoadState<Data>;
  /** Said while the block loads, e.g. "Loading reservations…". */
  loadingText: string;
  /** Names the loading and error parts for styles and tests: `<slot>-loading`, `<slot>-error`. */
  slot: string;
  /** The retry button's label. Default: `Try again`. */
  retryLabel?: string;
  children: (data: Data) => ReactNode;
}

/** A block's content in its state: a spinner with `loadingText`, the failure with "Try again", or `children`. */
export function LoadedContent<Data>({
  state,
  loadingText,
  slot,
  retryLabel = 'Try again',
  children,
}: LoadedContentProps<Data>) {
  return (
    <div data-state={state.status} className="contents">
      {state.status === 'pending' ? (
        <LoadingStatus text={loadingText} slot={slot} />
      ) : state.status === 'error' ? (
        <Flex direction="column" gap="2" align="start" data-slot={`${slot}-error`}>
          <ErrorCallout message={state.message} size="1" className="w-full" />
          <Button size="1" variant="soft" onClick={state.onRetry}>
            {retryLabel}
          </Button>
        </Flex>
      ) : (
        children(state.data)
      )}
    </div>
  );
}

/** A block that is loading: a spinner and `text`, announced politely; `data-slot` is `<slot>-loading`. */
export function LoadingStatus({ text, slot }: { text: string; slot: string }) {
  return (
    <Flex role="status" align="center" gap="2" py="2" data-slot={`${slot}-loading`}>
      <Spinner />
      <Text size="2" color="gray">
        {text}
      </Text>
    </Flex>
  );
}
