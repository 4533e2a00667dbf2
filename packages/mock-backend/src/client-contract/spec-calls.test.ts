/**
 * Every application call of SPEC §7, one row each, written from the spec: the function sends exactly
 * that request (method, path, query, body) with credentials, through MSW in node. The declared
 * endpoints must be exactly the rows: a missing or an extra endpoint fails.
 */
import { uploadsApi, type ApiError } from '@comptoir/api';
import { describeEndpoint, ENDPOINTS, type Endpoint } from '@comptoir/api/endpoints';
import { describe, expect, it } from 'vitest';
import { recordRequests, useMswServer } from './recording-backend';
import { rows } from './spec-rows';

useMswServer();

const tables: Record<string, Record<string, Endpoint>> = ENDPOINTS;
const declared = Object.values(tables).flatMap((table) => Object.values(table));

/** `POST /reservations/{id}/cancel` → `POST /reservations/{}/cancel`, as the rows write it. */
const lineOf = (call: string) => call.replace(/\{\w+\}/g, '{}');

describe('SPEC §7 application calls', () => {
  it('declares exactly the calls of the spec, each once', () => {
    const declaredLines = declared.map((endpoint) => lineOf(describeEndpoint(endpoint)));
    expect(new Set(declaredLines).size).toBe(declaredLines.length);
    expect([...declaredLines].sort()).toEqual(rows.map((row) => row.line).sort());
  });

  it.each(rows)('$line sends exactly that request through its entry, with credentials', async (row) => {
    const received = recordRequests();
    const error: unknown = await row.call().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', status: 418, message: 'recorded' });
    // The error names the table entry the call went through: the row's line is that entry's declaration.
    expect(lineOf((error as ApiError).call ?? '')).toBe(row.line);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(row.line.split(' ')[0]);
    expect(request?.path).toBe(row.path);
    expect(request?.query).toEqual(row.query ?? {});
    if (row.body !== undefined) expect(request?.body).toEqual(row.body);
    expect(request?.credentials).toBe('include');
  });

  it('sends uploads as multipart with the spec field names', async () => {
    const received = recordRequests();
    await expect(uploadsApi.single(new Blob(['png']))).rejects.toThrow('recorded');
    await expect(uploadsApi.multiple([new Blob(['a']), new Blob(['b'])])).rejects.toThrow('recorded');
    expect(received.map((request) => request.contentType?.split(';')[0])).toEqual([
      'multipart/form-data',
      'multipart/form-data',
    ]);
    expect(received[0]?.body).toMatch(/name="image"/);
    expect(String(received[1]?.body).match(/name="images"/g)).toHaveLength(2);
  });
});
