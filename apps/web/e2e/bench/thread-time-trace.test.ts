import { describe, expect, it } from 'vitest';
import { atThreadTime, cpuTimeBetween, type TraceEvent } from './thread-time-trace';

const MAIN = { pid: 1, tid: 10 };
const WORKER = { pid: 1, tid: 11 };

const named = (thread: { pid: number; tid: number }, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ...thread,
  ts: 0,
  args: { name },
});

const complete = (
  thread: { pid: number; tid: number },
  name: string,
  ts: number,
  dur: number,
  tdur?: number,
): TraceEvent => ({ name, ph: 'X', ...thread, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

const threads = [named(MAIN, 'CrRendererMain'), named(WORKER, 'DedicatedWorker thread')];

describe('atThreadTime', () => {
  it('shortens a main-thread task to its time on the CPU and draws what it holds closer to its start', () => {
    const { events } = atThreadTime([
      ...threads,
      complete(MAIN, 'RunTask', 1000, 40, 10),
      complete(MAIN, 'FunctionCall', 1020, 8, 6),
      { name: 'largestContentfulPaint::Candidate', ph: 'I', ...MAIN, ts: 1036 },
    ]);
    expect(events.slice(2)).toStrictEqual([
      complete(MAIN, 'RunTask', 1000, 10, 10),
      complete(MAIN, 'FunctionCall', 1005, 2, 2),
      { name: 'largestContentfulPaint::Candidate', ph: 'I', ...MAIN, ts: 1009 },
    ]);
  });

  it('leaves other threads, the time between tasks and tasks without a thread time as they were', () => {
    const untouched = [
      complete(WORKER, 'RunTask', 1000, 40, 10),
      complete(MAIN, 'ParseHTML', 900, 20, 5),
      complete(MAIN, 'RunTask', 2000, 30),
    ];
    const { events } = atThreadTime([...threads, ...untouched]);
    expect(events.slice(2)).toStrictEqual(untouched);
  });

  it('reads a task inside another as part of it, shortened by the outer one', () => {
    const { events } = atThreadTime([
      ...threads,
      complete(MAIN, 'RunTask', 0, 100, 50),
      complete(MAIN, 'ThreadControllerImpl::RunTask', 40, 20, 20),
    ]);
    expect(events.slice(2)).toStrictEqual([
      complete(MAIN, 'RunTask', 0, 50, 50),
      complete(MAIN, 'ThreadControllerImpl::RunTask', 20, 10, 10),
    ]);
  });

  it('never lengthens a task whose thread time is over its wall time', () => {
    const { events, cpuShare } = atThreadTime([...threads, complete(MAIN, 'RunTask', 0, 10, 12)]);
    expect(events[2]).toStrictEqual(complete(MAIN, 'RunTask', 0, 10, 10));
    expect(cpuShare).toBe(1);
  });

  it("gives the main threads' time on the CPU over their tasks' wall time", () => {
    const { cpuShare } = atThreadTime([
      ...threads,
      complete(MAIN, 'RunTask', 0, 40, 10),
      complete(MAIN, 'RunTask', 100, 60, 40),
      complete(WORKER, 'RunTask', 0, 100, 1),
    ]);
    expect(cpuShare).toBe(0.5);
  });
});

describe('cpuTimeBetween', () => {
  const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'R', ...MAIN, ts });

  it("sums the CPU time of the marks' thread's tasks from the one holding the first mark to the last begun before the second", () => {
    const events = [
      ...threads,
      complete(MAIN, 'RunTask', 0, 50, 40),
      complete(MAIN, 'RunTask', 100, 30, 20),
      mark('start', 110),
      complete(MAIN, 'FunctionCall', 112, 10, 10),
      complete(WORKER, 'RunTask', 140, 500, 500),
      complete(MAIN, 'RunTask', 200, 60, 55),
      complete(MAIN, 'RunTask', 300, 20),
      mark('painted', 330),
      complete(MAIN, 'RunTask', 325, 10, 9),
      complete(MAIN, 'RunTask', 400, 100, 100),
    ];
    // 20 (the task holding the start, its function call inside it) + 55 + 20 (no thread time: its wall
    // time) + 9; not the task before the start, the worker's, nor the one after the end.
    expect(cpuTimeBetween(events, 'start', 'painted')).toBeCloseTo(0.104);
  });

  it('says which mark the trace lacks', () => {
    expect(() => cpuTimeBetween([...threads, mark('start', 0)], 'start', 'painted')).toThrow(
      'The trace has no mark painted.',
    );
  });
});
