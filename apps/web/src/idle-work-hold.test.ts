import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWorkWhilePagesLoad } from './idle-work-hold';

/** A router that loads one page: `load()` starts it, `resolve()` ends it, as TanStack Router reports them. */
function pageLoads() {
  const listeners = { onBeforeLoad: [] as (() => void)[], onResolved: [] as (() => void)[] };
  const router = {
    state: { status: 'idle' as 'pending' | 'idle' },
    subscribe(event: 'onBeforeLoad' | 'onResolved', listener: () => void) {
      listeners[event].push(listener);
    },
  };
  return {
    router,
    load: () => {
      router.state.status = 'pending';
      for (const listener of listeners.onBeforeLoad) listener();
    },
    resolve: () => {
      router.state.status = 'idle';
      for (const listener of listeners.onResolved) listener();
    },
  };
}

/** A call that is answered when `answer` is called. */
function call(queryClient: QueryClient, key: string) {
  let answer: () => void = () => undefined;
  const answered = new Promise<string>((resolve) => {
    answer = () => resolve(key);
  });
  void queryClient.query({ queryKey: [key], queryFn: () => answered });
  return answer;
}

describe('holdIdleWorkWhilePagesLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    const pages = pageLoads();
    const queryClient = new QueryClient();
    const events: string[] = [];
    holdIdleWorkWhilePagesLoad(pages.router, queryClient, {
      hold: () => events.push('hold'),
      release: () => events.push('release'),
    });
    return { ...pages, queryClient, events };
  }

  it('holds from the start until a second after the page is resolved with no call on its way', async () => {
    const { events, resolve } = setUp();
    expect(events).toEqual(['hold']);
    resolve();
    await vi.advanceTimersByTimeAsync(999);
    expect(events).toEqual(['hold']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['hold', 'release']);
  });

  it("waits for the page's calls, a call sent during the first look included, then looks a second", async () => {
    const { events, resolve, queryClient } = setUp();
    const answerFirst = call(queryClient, 'reservations');
    resolve();
    await vi.advanceTimersByTimeAsync(500);
    answerFirst();
    await vi.advanceTimersByTimeAsync(600);
    // Half a second into the look, a block sends its call: the look ends with it.
    const answerBlock = call(queryClient, 'balance');
    await vi.advanceTimersByTimeAsync(1500);
    expect(events).toEqual(['hold']);
    answerBlock();
    await vi.advanceTimersByTimeAsync(999);
    expect(events).toEqual(['hold']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['hold', 'release']);
  });

  it('lets a call that takes longer than four seconds go, and looks a second from then', async () => {
    const { events, resolve, queryClient } = setUp();
    call(queryClient, 'slow');
    resolve();
    await vi.advanceTimersByTimeAsync(4999);
    expect(events).toEqual(['hold']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['hold', 'release']);
  });

  it('holds again when another page starts loading during the look, and waits for that one', async () => {
    const { events, resolve, load } = setUp();
    resolve();
    await vi.advanceTimersByTimeAsync(500);
    load();
    await vi.advanceTimersByTimeAsync(5000);
    expect(events).toEqual(['hold', 'hold']);
    resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual(['hold', 'hold', 'release']);
  });
});
