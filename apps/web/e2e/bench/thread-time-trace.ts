/** A Chrome trace event, as far as `atThreadTime` reads it (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, for complete events (`ph: 'X'`). */
  dur?: number;
  /** Time on the CPU of the thread, for complete events. */
  tdur?: number;
  args?: { name?: string };
}

/** The names Lighthouse reads as a main thread's top-level tasks (its trace processor's list). */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** A renderer's main thread, as the trace's metadata names it. */
const MAIN_THREAD = 'CrRendererMain';

const threadKey = (event: TraceEvent) => `${String(event.pid)}:${String(event.tid)}`;

/** A top-level task: its event, its wall time and its time on the CPU (never more than its wall time). */
interface Task {
  event: TraceEvent;
  dur: number;
  onCpu: number;
}

/** The top-level tasks of one thread's events, sorted by time: a task inside another is the other's. */
function topLevelTasks(events: readonly TraceEvent[]): Task[] {
  const tasks: Task[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    const dur = event.dur ?? 0;
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || dur <= 0 || event.ts < end) continue;
    tasks.push({ event, dur, onCpu: Math.min(event.tdur ?? dur, dur) });
    end = event.ts + dur;
  }
  return tasks;
}

/**
 * A trace's events with every top-level task of a renderer's main thread shortened to its time on the
 * CPU (`tdur`): the task keeps its start, and what happens inside it is drawn closer to that start in
 * proportion, so that the events still nest. Other threads and the time between tasks are left as they
 * were. `cpuShare` is the main threads' time on the CPU over their tasks' wall time, before the change.
 *
 * What it removes is every wait inside a task: for a core (the thread runnable while the browser's other
 * threads and processes hold them) and for another thread or process (a synchronous call to the browser's
 * process). Lighthouse's model of a phone multiplies the tasks' durations as observed, so its figures on
 * the shortened trace are a lower bound of what the same run would give without those waits
 * (docs/decisions/0063).
 *
 * @example
 * atThreadTime([{ name: 'RunTask', ph: 'X', pid: 1, tid: 2, ts: 0, dur: 40, tdur: 10 }, ...])
 * // the task lasts 10 µs; an event inside it at 20 µs for 8 µs is now at 5 µs for 2 µs
 */
export function atThreadTime<Event extends TraceEvent>(
  events: readonly Event[],
): { events: Event[]; cpuShare: number } {
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === MAIN_THREAD).map(threadKey),
  );
  const shortened = new Map<Event, Event>();
  let wall = 0;
  let cpu = 0;
  for (const thread of mainThreads) {
    const threadEvents = events.filter((event) => threadKey(event) === thread).sort((a, b) => a.ts - b.ts);
    const tasks = topLevelTasks(threadEvents);
    let next = 0;
    for (const { event: task, dur: wallTime, onCpu } of tasks) {
      const start = task.ts;
      const end = start + wallTime;
      const factor = onCpu / wallTime;
      wall += wallTime;
      cpu += onCpu;
      while (next < threadEvents.length && (threadEvents[next]?.ts ?? end) < start) next += 1;
      for (let index = next; index < threadEvents.length; index += 1) {
        const event = threadEvents[index];
        if (event === undefined || event.ts >= end) break;
        const dur = event.dur === undefined ? undefined : event.dur * factor;
        shortened.set(event, {
          ...event,
          ts: start + (event.ts - start) * factor,
          ...(dur === undefined ? {} : { dur }),
          ...(dur === undefined || event.tdur === undefined ? {} : { tdur: Math.min(event.tdur, dur) }),
        });
      }
    }
  }
  return {
    events: events.map((event) => shortened.get(event) ?? event),
    cpuShare: wall === 0 ? 1 : cpu / wall,
  };
}

/**
 * The time on the CPU, in ms, of the top-level tasks of the thread that made the marks `from` and `to`
 * (`performance.mark`, the trace's `blink.user_timing` events) that end after `from` and begin before
 * `to`: the task holding `from` counts whole. How long a page's main thread was busy between two
 * moments, from the thread's own clock.
 *
 * @example
 * cpuTimeBetween(events, 'bench-start', 'bench-painted') // 212.4
 */
export function cpuTimeBetween(events: readonly TraceEvent[], from: string, to: string): number {
  const mark = (name: string) => {
    const found = events.find((event) => event.name === name && event.ph !== 'X');
    if (found === undefined) throw new Error(`The trace has no mark ${name}.`);
    return found;
  };
  const start = mark(from);
  const end = mark(to);
  const thread = threadKey(start);
  const tasks = topLevelTasks(
    events.filter((event) => threadKey(event) === thread).sort((a, b) => a.ts - b.ts),
  );
  return (
    tasks
      .filter(({ event, dur }) => event.ts + dur > start.ts && event.ts < end.ts)
      .reduce((total, { onCpu }) => total + onCpu, 0) / 1000
  );
}
