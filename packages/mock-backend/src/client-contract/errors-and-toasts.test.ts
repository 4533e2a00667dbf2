import {
  authClient,
  authMutationOptions,
  createAppClient,
  ERRORS_TOASTED_BY_AUTH_CLIENT,
  createQueryClient,
  fetchActiveMemberRole,
  fetchSession,
  flightsQueries,
  GENERIC_ERROR_MESSAGE,
  GENERIC_SUCCESS_MESSAGE,
  locationsApi,
  MUTATION_TOAST_ID,
  reservationsApi,
} from '@comptoir/api';
import { endpoint } from '@comptoir/api/endpoints';
import { delay, http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { recordRequests, server, TEST_BACKEND_URL, useMswServer } from './recording-backend';

useMswServer();
afterEach(() => vi.restoreAllMocks());

const probe = endpoint({
  method: 'GET',
  path: '/probe/{id}',
  response: z.object({ locator: z.string(), total: z.number() }),
});
/** Makes GET `url` answer `text`, labelled JSON but cut off mid-way. */
function answerCutOffJson(url: string, text: string) {
  server.use(
    http.get(url, () => new HttpResponse(text, { headers: { 'content-type': 'application/json' } })),
  );
}

const probeUrl = `${TEST_BACKEND_URL}/api/probe/P1`;
const client = createAppClient(TEST_BACKEND_URL, { timeoutMs: 200 });
const callProbe = () => client.call(probe, { path: { id: 'P1' } });

/** Lets a toast that the last call raised reach react-hot-toast, which the api loads with its first toast. */
async function toastsSettled(): Promise<void> {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('error normalisation', () => {
  it('carries the server message, status and body of a 4xx', async () => {
    server.use(
      http.get(probeUrl, () => HttpResponse.json({ message: 'Reservation not found' }, { status: 404 })),
    );
    await expect(callProbe()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      message: 'Reservation not found',
      body: { message: 'Reservation not found' },
      call: 'GET /probe/{id}',
    });
  });

  it('reads { error: { message } } bodies too', async () => {
    server.use(
      http.get(probeUrl, () => HttpResponse.json({ error: { message: 'Balance too low' } }, { status: 402 })),
    );
    await expect(callProbe()).rejects.toMatchObject({ status: 402, message: 'Balance too low' });
  });

  it('gives the SPEC §8 generic message to a 4xx without a message of its own', async () => {
    server.use(http.get(probeUrl, () => new HttpResponse(null, { status: 403, statusText: 'Forbidden' })));
    await expect(callProbe()).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('gives the SPEC §8 generic message to a 5xx whose body carries none', async () => {
    server.use(
      http.get(probeUrl, () => new HttpResponse('oops', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(callProbe()).rejects.toMatchObject({ status: 502, message: GENERIC_ERROR_MESSAGE });
  });

  it('turns a network failure into a clear message', async () => {
    server.use(http.get(probeUrl, () => HttpResponse.error()));
    await expect(callProbe()).rejects.toMatchObject({
      kind: 'network',
      status: undefined,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('gives up after the timeout', async () => {
    server.use(
      http.get(probeUrl, async () => {
        await delay(1_000);
        return HttpResponse.json({ locator: 'ABC123', total: 1 });
      }),
    );
    await expect(callProbe()).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server did not answer within 0.2 seconds. Please try again.',
    });
  });

  it('reports a body that is not JSON', async () => {
    answerCutOffJson(probeUrl, '{"locator": "ABC');
    await expect(callProbe()).rejects.toMatchObject({
      kind: 'decode',
      message: 'Unexpected response from GET /probe/{id}: the body is not valid JSON.',
    });
  });

  it('names the call and the field when a response does not match its schema', async () => {
    server.use(http.get(probeUrl, () => HttpResponse.json({ locator: 'ABC123', total: '12' })));
    await expect(callProbe()).rejects.toMatchObject({
      kind: 'decode',
      message:
        'Unexpected response from GET /probe/{id}: response.total: Invalid input: expected number, received string.',
    });
  });

  it('reads the JSON message of a failed PDF download', async () => {
    server.use(
      http.get(`${TEST_BACKEND_URL}/api/reservations/R1/pdf`, () =>
        HttpResponse.json({ message: 'No PDF before ticketing' }, { status: 409 }),
      ),
    );
    await expect(reservationsApi.pdf({ path: { id: 'R1' } })).rejects.toMatchObject({
      status: 409,
      message: 'No PDF before ticketing',
    });
  });

  it('refuses to send an invalid payload, naming the field', async () => {
    const received = recordRequests();
    const sending = reservationsApi.addOsi({
      path: { locator: 'ABC123', workbenchID: 'WB1' },
      body: { comments: [] },
    });
    await expect(sending).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(sending).rejects.toThrow(
      /^Invalid request for POST \/reservations\/\{locator\}\/osi\/\{workbenchID\}\/add: request\.comments: /,
    );
    expect(received).toEqual([]);
  });

  it('refuses to send an invalid query string, naming the field', async () => {
    const received = recordRequests();
    await expect(locationsApi.search({ query: { q: 'c' } })).rejects.toMatchObject({
      kind: 'invalid-request',
      call: 'GET /search',
      message: 'Invalid request for GET /search: request.q: Query must be at least 2 characters.',
    });
    expect(received).toEqual([]);
  });
});

describe('toast rules and retries', () => {
  const noWait = { queries: { retryDelay: 0 } };

  it('retries a failed query once, then shows its message in an error toast', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    let calls = 0;
    server.use(
      http.get(probeUrl, () => {
        calls += 1;
        return HttpResponse.json({ message: 'The reservations service is unavailable' }, { status: 503 });
      }),
    );
    const queryClient = createQueryClient(noWait);
    await expect(queryClient.query({ queryKey: ['probe'], queryFn: callProbe })).rejects.toThrow(
      'The reservations service is unavailable',
    );
    expect(calls).toBe(2);
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('The reservations service is unavailable', {}),
    );
  });

  it('never retries a refusal (401, 403, 404): its message shows at once', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    for (const [status, message] of [
      [401, 'Unauthorized'],
      [403, 'You are not allowed to access resource: reservation'],
      [404, 'Reservation not found'],
    ] as const) {
      let calls = 0;
      server.use(
        http.get(probeUrl, () => {
          calls += 1;
          return HttpResponse.json({ message }, { status });
        }),
      );
      const queryClient = createQueryClient(noWait);
      await expect(queryClient.query({ queryKey: ['probe'], queryFn: callProbe })).rejects.toThrow(message);
      expect(calls).toBe(1);
      await vi.waitFor(() => expect(errorToast).toHaveBeenCalledWith(message, {}));
    }
  });

  it('shows the generic message when an error has none', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const queryClient = createQueryClient(noWait);
    await expect(
      queryClient.query({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('')), retry: false }),
    ).rejects.toThrow();
    await vi.waitFor(() => expect(errorToast).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE, {}));
  });

  it('never retries a mutation, and toasts its failure under mutation-toast', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    let calls = 0;
    server.use(
      http.post(`${TEST_BACKEND_URL}/api/reservations/R1/ticket`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Balance too low' }, { status: 402 });
      }),
    );
    const mutation = createQueryClient(noWait)
      .getMutationCache()
      .build(createQueryClient(), { mutationFn: () => reservationsApi.ticket({ path: { id: 'R1' } }) });
    await expect(mutation.execute(undefined)).rejects.toThrow('Balance too low');
    expect(calls).toBe(1);
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Balance too low', { id: MUTATION_TOAST_ID }),
    );
  });

  it('shows the server message of a successful mutation, or the generic one', async () => {
    const successToast = vi.spyOn(toast, 'success');
    const queryClient = createQueryClient();
    const run = (data: unknown) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.resolve(data) })
        .execute(undefined);
    await run({ message: 'Reservation ABC123 ticketed.' });
    await run({ reservationId: 'R1' });
    await vi.waitFor(() =>
      expect(successToast.mock.calls).toEqual([['Reservation ABC123 ticketed.'], [GENERIC_SUCCESS_MESSAGE]]),
    );
  });

  it('never caches search results: each visit searches again', async () => {
    let searches = 0;
    server.use(
      http.post(`${TEST_BACKEND_URL}/api/flight/search/one-way`, () => {
        searches += 1;
        return HttpResponse.json({ searchId: `S${searches}`, currency: 'MAD', offers: [] });
      }),
    );
    const queryClient = createQueryClient();
    const options = flightsQueries.search({
      kind: 'oneway',
      search: { adt: 1, cnn: 0, inf: 0, unn: 0, from: 'CMN', to: 'CDG', date: '2026-12-20' },
    });
    expect([options.gcTime, options.staleTime]).toEqual([0, 0]);
    expect((await queryClient.query(options)).searchId).toBe('S1');
    expect((await queryClient.query(options)).searchId).toBe('S2');
    expect(searches).toBe(2);
  });
});

describe('authentication client', () => {
  it('toasts a failed call under mutation-toast with the server message, then rethrows', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    server.use(
      http.post(`${TEST_BACKEND_URL}/api/auth/sign-in/email`, () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    await expect(
      (await authClient()).signIn.email({ email: 'amina@example.com', password: 'wrong-password' }),
    ).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Invalid email or password', { id: MUTATION_TOAST_ID }),
    );
  });

  it('falls back to the response type, status text and status code', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    server.use(
      http.post(
        `${TEST_BACKEND_URL}/api/auth/two-factor/send-otp`,
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect((await authClient()).twoFactor.sendOtp()).rejects.toMatchObject({ status: 503 });
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('default Service Unavailable 503', { id: MUTATION_TOAST_ID }),
    );
  });
});

describe('writes through the authentication client', () => {
  const updateRoleUrl = `${TEST_BACKEND_URL}/api/auth/organization/update-member-role`;
  const changeRole = () => {
    const queryClient = createQueryClient();
    return queryClient
      .getMutationCache()
      .build(
        queryClient,
        authMutationOptions((client, role: string) =>
          client.organization.updateMemberRole({ memberId: 'mem_1', role, organizationId: 'org_1' }),
        ),
      )
      .execute('admin');
  };

  it("show one success toast: the server's message, or the generic one", async () => {
    const successToast = vi.spyOn(toast, 'success');
    server.use(http.post(updateRoleUrl, () => HttpResponse.json({ message: 'Role changed to admin.' })));
    await changeRole();
    server.use(http.post(updateRoleUrl, () => HttpResponse.json({ id: 'mem_1', role: 'admin' })));
    await changeRole();
    await toastsSettled();
    expect(successToast.mock.calls).toEqual([['Role changed to admin.'], [GENERIC_SUCCESS_MESSAGE]]);
  });

  it("show one error toast, the client's, under mutation-toast, and hand its message to the caller", async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const successToast = vi.spyOn(toast, 'success');
    server.use(
      http.post(updateRoleUrl, () => HttpResponse.json({ message: 'Member not found' }, { status: 404 })),
    );
    await expect(changeRole()).rejects.toThrow('Member not found');
    server.use(
      http.post(
        updateRoleUrl,
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(changeRole()).rejects.toThrow();
    await toastsSettled();
    expect(errorToast.mock.calls).toEqual([
      ['Member not found', { id: MUTATION_TOAST_ID }],
      ['default Service Unavailable 503', { id: MUTATION_TOAST_ID }],
    ]);
    expect(successToast).not.toHaveBeenCalled();
  });

  it('a read through the client that fails is toasted once, by the client', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    server.use(
      http.get(`${TEST_BACKEND_URL}/api/auth/organization/list`, () =>
        HttpResponse.json({ message: 'Session expired' }, { status: 401 }),
      ),
    );
    const queryClient = createQueryClient({ queries: { retry: false } });
    await expect(
      queryClient.query({
        queryKey: ['organizations'],
        queryFn: async () => (await authClient()).organization.list(),
        meta: ERRORS_TOASTED_BY_AUTH_CLIENT,
      }),
    ).rejects.toMatchObject({ status: 401 });
    await toastsSettled();
    expect(errorToast.mock.calls).toEqual([['Session expired', { id: MUTATION_TOAST_ID }]]);
  });
});

describe("the session check, without better-auth's client", () => {
  const sessionUrl = `${TEST_BACKEND_URL}/api/auth/get-session`;
  const roleUrl = `${TEST_BACKEND_URL}/api/auth/organization/get-active-member-role`;

  it('reads the session, credentials included, and null when signed out or answered 401, untoasted', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const credentials: RequestCredentials[] = [];
    const session = {
      session: { id: 'ses_1', activeOrganizationId: 'org_1' },
      user: { id: 'usr_1', email: 'amina@example.com', role: 'user', twoFactorEnabled: true },
    };
    server.use(
      http.get(sessionUrl, ({ request }) => {
        credentials.push(request.credentials);
        return HttpResponse.json(session);
      }),
    );
    await expect(fetchSession()).resolves.toMatchObject(session);
    expect(credentials).toEqual(['include']);
    server.use(http.get(sessionUrl, () => HttpResponse.json(null)));
    await expect(fetchSession()).resolves.toBeNull();
    server.use(http.get(sessionUrl, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await expect(fetchSession()).resolves.toBeNull();
    await toastsSettled();
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('rejects any other failure with its status text or the server message, toasting only what never got an answer', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    server.use(
      http.get(
        sessionUrl,
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    await expect(fetchSession()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 500,
      message: 'Internal Server Error',
      call: 'GET /api/auth/get-session',
    });
    server.use(http.get(sessionUrl, () => HttpResponse.json({ message: 'Database down' }, { status: 503 })));
    await expect(fetchSession()).rejects.toMatchObject({ status: 503, message: 'Database down' });
    await toastsSettled();
    expect(errorToast).not.toHaveBeenCalled();
    server.use(http.get(sessionUrl, () => HttpResponse.error()));
    await expect(fetchSession()).rejects.toMatchObject({ kind: 'network' });
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(
        'Could not reach the server. Check your connection and try again.',
        { id: MUTATION_TOAST_ID },
      ),
    );
    answerCutOffJson(sessionUrl, '{"session": ');
    await expect(fetchSession()).rejects.toMatchObject({
      kind: 'decode',
      message: 'Unexpected response from the server: the body is not valid JSON.',
    });
    server.use(http.get(sessionUrl, () => HttpResponse.json({ user: 'nobody' })));
    await expect(fetchSession()).rejects.toMatchObject({
      kind: 'decode',
      message: expect.stringMatching(/^Unexpected response from GET \/api\/auth\/get-session: /) as unknown,
    });
  });

  it('reads the role in the active organization, and null for no membership or any failure', async () => {
    server.use(http.get(roleUrl, () => HttpResponse.json({ role: 'admin' })));
    await expect(fetchActiveMemberRole()).resolves.toBe('admin');
    server.use(http.get(roleUrl, () => HttpResponse.json({ message: 'Not a member' }, { status: 400 })));
    await expect(fetchActiveMemberRole()).resolves.toBeNull();
    server.use(http.get(roleUrl, () => HttpResponse.json({})));
    await expect(fetchActiveMemberRole()).resolves.toBeNull();
  });
});
