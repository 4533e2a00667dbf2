/**
 * The pieces every step of the exchange shares: the stepper, a step's call state and its button, its
 * error with a retry, its footer, and a signed amount.
 */
import type { Centimes } from '@comptoir/flight-domain';
import { Button, Flex, Separator, Text } from '@radix-ui/themes';
import { useRef, useState, type ReactNode } from 'react';
import { Money } from '../../kit/Money/Money';
import { actionFailureMessage } from '../../kit/ConfirmDialog/action-failure-message';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

export const STEPS = ['eligibility', 'new-flights', 'confirm'] as const;

/** Each step's name in the stepper. */
const STEP_LABELS = {
  eligibility: m.exchange_step_eligibility,
  'new-flights': m.exchange_step_new_flights,
  confirm: m.exchange_step_confirm,
} as const;
export type StepIndex = 0 | 1 | 2;

export type CallState<Value> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'done'; readonly value: Value }
  | { readonly status: 'failed'; readonly message: string };

/** One backend call of a step: its state, kept while staff move between steps, and how to (re)run it. */
export function useStepCall<Value>() {
  const [state, setState] = useState<CallState<Value>>({ status: 'idle' });
  // A ref, not state: two clicks in the same frame both see `idle` in state.
  const busy = useRef(false);
  async function call(callback: () => Promise<Value>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'pending' });
    try {
      setState({ status: 'done', value: await callback() });
    } catch (failure) {
      setState({ status: 'failed', message: actionFailureMessage(failure) });
    } finally {
      busy.current = false;
    }
  }
  return [state, (callback: () => Promise<Value>) => void call(callback)] as const;
}

/** A failed call's message with the button that runs it again. */
export function StepError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorCallout message={message} size="1" slot="exchange-step-error">
      <Flex>
        <Button size="1" variant="soft" color="red" onClick={onRetry}>
          {m.exchange_try_again()}
        </Button>
      </Flex>
    </ErrorCallout>
  );
}

/** A step's call: its button (busy while pending, relabelled once done), or its failure with a retry. */
export function StepCallButton<Value>({
  state,
  onRun,
  label,
  againLabel,
}: {
  state: CallState<Value>;
  onRun: () => void;
  label: string;
  againLabel: string;
}) {
  if (state.status === 'failed') return <StepError message={state.message} onRetry={onRun} />;
  return (
    <Flex>
      <Button
        variant="soft"
        onClick={onRun}
        loading={state.status === 'pending'}
        aria-busy={state.status === 'pending'}
      >
        {state.status === 'done' ? againLabel : label}
      </Button>
    </Flex>
  );
}

/** `+350,00 MAD` for a dearer fare, `-50,00 MAD` for a cheaper one. */
export function SignedMoney({ centimes, size = '2' }: { centimes: Centimes; size?: '1' | '2' }) {
  return (
    <Text size={size} className="whitespace-nowrap">
      {centimes > 0 ? '+' : ''}
      <Money centimes={centimes} size={size} />
    </Text>
  );
}

export function Stepper({ current }: { current: StepIndex }) {
  return (
    <nav aria-label={m.exchange_steps()}>
      <ol className="m-0 flex list-none flex-wrap gap-x-4 gap-y-2 p-0" data-slot="exchange-stepper">
        {STEPS.map((step, index) => {
          const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              data-state={state}
              className="flex items-center gap-2"
            >
              <span
                aria-hidden
                className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'upcoming'
                    ? 'bg-[var(--gray-a3)] text-[var(--gray-11)]'
                    : 'bg-[var(--accent-9)] text-[var(--accent-contrast)]'
                }`}
              >
                {index + 1}
              </span>
              <Text size="2" weight={state === 'current' ? 'bold' : 'regular'}>
                <span className="sr-only">{m.exchange_step_number({ number: index + 1 })} </span>
                {STEP_LABELS[step]()}
                {state === 'complete' ? <span className="sr-only"> {m.exchange_step_done()}</span> : null}
              </Text>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The buttons under a step: back on the left, forward on the right. */
export function StepFooter({ children }: { children: ReactNode }) {
  return (
    <>
      <Separator size="4" />
      <Flex justify="between" gap="2" wrap="wrap" data-slot="exchange-step-footer">
        {children}
      </Flex>
    </>
  );
}
