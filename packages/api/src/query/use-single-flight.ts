import { useMemo } from 'react';

/**
 * `send`, at most once at a time: while a call is in flight, later calls get its promise instead of
 * sending again (a double click or an impatient retry sends one request); once it settles, whether
 * it succeeded or failed, the next call sends anew.
 */
export function singleFlight<Variables, Data>(
  send: (variables: Variables) => Promise<Data>,
): (variables: Variables) => Promise<Data> {
  let inFlight: Promise<Data> | null = null;
  return (variables) =>
    (inFlight ??= send(variables).finally(() => {
      inFlight = null;
    }));
}

/** {@link singleFlight} for a component's life: one guard for as long as `send` stays the same. */
export function useSingleFlight<Variables, Data>(
  send: (variables: Variables) => Promise<Data>,
): (variables: Variables) => Promise<Data> {
  return useMemo(() => singleFlight(send), [send]);
}
