import { Button, Callout, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { m } from '../../i18n/paraglide/messages.js';

export interface FailurePanelProps {
  /**
   * What failed: an error (its message, then its stack) or the message itself; anything else thrown is
   * shown as JSON. Behind 'Show Error', or shown at once when `refused`.
   */
  error: unknown;
  /** The page's `h1` when the panel stands for a whole page, e.g. "Reservation". Default: none. */
  title?: string;
  /**
   * The load was refused rather than failed — the server refused the call (SPEC §6: 401, 403, 404), or
   * the page's link breaks a rule — so its message (SPEC §6's denial, what is wrong with the link) is
   * shown at once, without SPEC §8's title and toggle: it is the answer, not a crash.
   * Default: false.
   */
  refused?: boolean;
  /**
   * 'Try again': loads again. While the promise it returns is pending, the button is busy and disabled,
   * so a retry is sent once. Default: no button.
   */
  onRetry?: (() => void) | (() => Promise<unknown>);
}

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  if (typeof error === 'string') return { message: error };
  // JSON.stringify answers undefined for undefined, functions and symbols, whatever its declared type says.
  const json = JSON.stringify(error) as string | undefined;
  return { message: json ?? String(error) };
}

/** Calls `onRetry`, and says whether the promise it returned is still pending. */
function useRetry(onRetry: FailurePanelProps['onRetry']) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    const running: unknown = onRetry?.();
    if (!(running instanceof Promise)) return;
    setRetrying(true);
    void running.finally(() => setRetrying(false));
  };
  return { retrying, retry };
}

/**
 * SPEC §8's fallback panel, in place of whatever could not be loaded — a route, a page's data, a block of
 * a page: 'Something went wrong!', the failure's message behind 'Show Error' / 'Hide Error', and
 * 'Try again'. A refusal (`refused`) shows SPEC §6's message itself instead.
 *
 * @example
 * <FailurePanel error={error} onRetry={() => router.invalidate()} />
 * <FailurePanel title="Reservation" error={error.message} refused onRetry={retry} />
 */
export function FailurePanel({ error, title, refused = false, onRetry }: FailurePanelProps) {
  const [showError, setShowError] = useState(false);
  const { retrying, retry } = useRetry(onRetry);
  const detailsId = useId();
  const { message, stack } = describeError(error);
  const panel = (
    <Callout.Root
      color="red"
      role="alert"
      aria-busy={retrying}
      data-slot="failure-panel"
      data-variant={refused ? 'refused' : 'failure'}
    >
      <Flex direction="column" gap="3" align="start" className="min-w-0">
        {refused ? (
          <Callout.Text weight="medium">{message}</Callout.Text>
        ) : (
          // An h2 whatever the page around it: it never skips a level after the page's h1.
          <Heading as="h2" size="4">
            {m.kit_failure_title()}
          </Heading>
        )}
        <Flex gap="2" wrap="wrap">
          {refused ? null : (
            <Button
              variant="soft"
              color="gray"
              aria-expanded={showError}
              aria-controls={detailsId}
              onClick={() => setShowError((shown) => !shown)}
            >
              {showError ? m.kit_failure_hide() : m.kit_failure_show()}
            </Button>
          )}
          {onRetry ? (
            // High contrast: the callout's red under white text would not reach 4.5:1.
            <Button highContrast onClick={retry} loading={retrying}>
              {m.kit_try_again()}
            </Button>
          ) : null}
        </Flex>
        {refused ? null : (
          // Always in the page, so that the toggle's aria-controls names an element that exists.
          <div id={detailsId} hidden={!showError} data-slot="failure-panel-details" className="w-full">
            {showError ? (
              <Flex direction="column" gap="2">
                <Text as="p" size="2" weight="medium" className="break-words">
                  {message}
                </Text>
                {stack ? (
                  <Text asChild size="1">
                    <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words">
                      <Code variant="ghost">{stack}</Code>
                    </pre>
                  </Text>
                ) : null}
              </Flex>
            ) : null}
          </div>
        )}
      </Flex>
    </Callout.Root>
  );
  if (title === undefined) return panel;
  return (
    <Flex direction="column" gap="4" data-slot="failure-page">
      <Heading as="h1" size={{ initial: '6', sm: '7' }}>
        {title}
      </Heading>
      {panel}
    </Flex>
  );
}
