import { Button, Callout, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';

export interface RouteErrorFallbackProps {
  /** What the failed route threw. Anything can be thrown; non-errors are shown as text. */
  error: unknown;
  /** When given, a 'Try Again' button calls it (the app resets the route's error boundary). */
  onRetry?: () => void;
}

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  if (typeof error === 'string') return { message: error };
  // JSON.stringify answers undefined for undefined, functions and symbols, whatever its declared type says.
  const json = JSON.stringify(error) as string | undefined;
  return { message: json ?? String(error) };
}

/** Shown in place of a route whose loading or rendering failed (SPEC §8). */
export function RouteErrorFallback({ error, onRetry }: RouteErrorFallbackProps) {
  const [showError, setShowError] = useState(false);
  const detailsId = useId();
  const { message, stack } = describeError(error);
  return (
    <Flex direction="column" gap="3" p="4" role="alert" data-slot="route-error-fallback">
      <Heading as="h2" size="5" color="red">
        Something went wrong!
      </Heading>
      <Flex gap="2" wrap="wrap">
        <Button
          variant="soft"
          color="gray"
          aria-expanded={showError}
          aria-controls={detailsId}
          onClick={() => setShowError((shown) => !shown)}
        >
          {showError ? 'Hide Error' : 'Show Error'}
        </Button>
        {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
      </Flex>
      {/* Always in the page, so that the toggle's aria-controls names an element that exists. */}
      <div id={detailsId} hidden={!showError} data-slot="route-error-details">
        {showError ? (
          <Callout.Root color="red" variant="surface">
            <Callout.Text weight="medium">{message}</Callout.Text>
            {stack ? (
              <Text asChild size="1">
                <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words">
                  <Code variant="ghost">{stack}</Code>
                </pre>
              </Text>
            ) : null}
          </Callout.Root>
        ) : null}
      </div>
    </Flex>
  );
}
