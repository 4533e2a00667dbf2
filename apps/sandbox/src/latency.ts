/**
 * The latency a request asks for in the fault header (`x-sandbox-fault: latency=800`), for every call the
 * sandbox serves. The application handlers of `@comptoir/mock-backend` read the header themselves, but
 * better-auth's calls, the memberships' and organizations' and the airline's are answered without them:
 * the server waits for the latency first, whoever answers.
 */
import { parseFaults } from '@comptoir/mock-backend';

export interface RequestedLatency {
  /** How long to wait before answering, in ms (a range is drawn once). */
  ms: number;
  /**
   * The header to pass on once waited: the latency set to 0, the other faults kept, so that the handlers
   * neither wait a second time nor fall back to the sandbox's own latency.
   */
  header: string;
}

/**
 * The latency a fault header asks for, or undefined when it asks for none.
 *
 * @example
 * requestedLatency('latency=800,status=500') // { ms: 800, header: 'status=500,latency=0' }
 * requestedLatency('status=500') // undefined
 */
export function requestedLatency(
  header: string | undefined,
  random: () => number = Math.random,
): RequestedLatency | undefined {
  const { latencyMs } = parseFaults(header);
  if (header === undefined || latencyMs === undefined) return undefined;
  const ms =
    typeof latencyMs === 'number' ? latencyMs : latencyMs[0] + random() * (latencyMs[1] - latencyMs[0]);
  const others = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('latency='));
  return { ms: Math.max(0, ms), header: [...others, 'latency=0'].join(',') };
}
