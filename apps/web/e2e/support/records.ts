import { type APIRequestContext, expect } from '@playwright/test';
import { APP_ORIGIN, SANDBOX_URL } from './accounts';

/** The page of the first record its list answers to the signed-in user (`request`), by its content kind. */
export async function firstRecordPath(
  request: APIRequestContext,
  kind: 'reservations' | 'tickets',
): Promise<string> {
  const answer = await request.get(`${SANDBOX_URL}/api/${kind}?page=1&limit=1`, {
    headers: { origin: APP_ORIGIN },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const [first] = ((await answer.json()) as { items: { id: string; contentKind: string }[] }).items;
  if (first === undefined) throw new Error(`The sandbox lists no ${kind}`);
  return `/${kind}/${first.id}/${first.contentKind.toLowerCase()}`;
}
