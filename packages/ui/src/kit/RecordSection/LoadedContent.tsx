import { Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { LazyFailurePanel } from '../FailurePanel/lazy-failure-panel';

/**
 * What one block of a page shows: loading, why it failed (with a way to try again), or its data. Each
 * block has its own state, so one failing call does not blank the page.
 */
export type LoadState<Data> = { status: 'pending' } | LoadFailure | { status: 'success'; data: Data };

/**
 * A load that failed, as SPEC §8's fallback panel shows it (`FailurePanel`): its message, whether the
 * server refused it (SPEC §6, shown as it is) and the retry, whose promise keeps 'Try again' busy.
 */
export interface LoadFailure {
  status: 'error';
  message: string;
  /** Refused rather than failed (the server's 401, 403, 404; a link that breaks a rule): its message is shown at once. Default: false. */
  refused?: boolean;
  onRetry: (() => void) | (() => Promise<unknown>);
}

export interface LoadedContentProps<Data> {
  state: LoadState<Data>;
  /** Said while the block loads, e.g. "Loading reservations…". */
  loadingText: string;
  /** Names the loading and error parts for styles and tests: `<slot>-loading`, `<slot>-error`. */
  slot: string;
  /**
   * The content drawn with placeholder data: while loading, it is laid out unseen under the spinner, so
   * that the block has its loaded height and nothing below moves when the data comes. Default: none.
   */
  placeholder?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A block's content in its state: a spinner with `loadingText`, SPEC §8's fallback panel (its message
 * behind 'Show Error', and 'Try again'), or `children`.
 */
export function LoadedContent<Data>({
  state,
  loadingText,
  slot,
  placeholder,
  children,
}: LoadedContentProps<Data>) {
  return (
    <div data-state={state.status} className="contents">
      {state.status === 'pending' ? (
        placeholder === undefined ? (
          <LoadingStatus text={loadingText} slot={slot} />
        ) : (
          <div className="grid *:[grid-area:1/1]">
            <div className="invisible" aria-hidden inert>
              {placeholder}
            </div>
            <LoadingStatus text={loadingText} slot={slot} />
          </div>
        )
      ) : state.status === 'error' ? (
        <div data-slot={`${slot}-error`}>
          <LazyFailurePanel error={state.message} refused={state.refused ?? false} onRetry={state.onRetry} />
        </div>
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
