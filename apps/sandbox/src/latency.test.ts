import { parseFaults } from '@comptoir/mock-backend';
import { describe, expect, it } from 'vitest';
import { requestedLatency } from './latency';

describe('requestedLatency', () => {
  it('reads a fixed latency and passes the other faults on, with the latency spent', () => {
    const asked = requestedLatency('latency=800,status=500');
    expect(asked).toEqual({ ms: 800, header: 'status=500,latency=0' });
    expect(parseFaults(asked?.header)).toEqual({ status: 500, latencyMs: 0 });
  });

  it('draws a range once', () => {
    expect(requestedLatency('latency=100-300', () => 0.5)).toEqual({ ms: 200, header: 'latency=0' });
  });

  it('asks for nothing without a latency in the header', () => {
    expect(requestedLatency(undefined)).toBeUndefined();
    expect(requestedLatency('status=503,network')).toBeUndefined();
    expect(requestedLatency('latency=soon')).toBeUndefined();
  });
});
