import { afterEach, expect, it, vi } from 'vitest';
import { holdIdleWork, idleMomentHasCome, onIdleAfterContent, releaseIdleWork } from './idle-work';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('tells that an idle moment has come only once one came while no page was loading', async () => {
  // The browser's idle callbacks, run when the test says.
  const callbacks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
  const nextIdleMoment = () => callbacks.shift()?.();
  const work = vi.fn();
  holdIdleWork();
  onIdleAfterContent(work);
  expect(callbacks).toHaveLength(0);
  releaseIdleWork();
  await vi.waitFor(() => expect(callbacks).toHaveLength(1));
  // Another page began to load before the browser's idle moment: that moment does not count.
  holdIdleWork();
  nextIdleMoment();
  expect(idleMomentHasCome()).toBe(false);
  expect(work).not.toHaveBeenCalled();
  releaseIdleWork();
  await vi.waitFor(() => expect(callbacks).toHaveLength(1));
  nextIdleMoment();
  expect(idleMomentHasCome()).toBe(true);
  expect(work).toHaveBeenCalledOnce();
});
