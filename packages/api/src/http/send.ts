import type { z } from 'zod';
import { appClient } from '../runtime';
import { validateRequest } from './api-error';
import { describeEndpoint, type CallInput, type Endpoint } from './endpoint';

/** Calls an endpoint through the configured application client. */
export function send<Path extends string, Response extends z.ZodType>(
  endpoint: Endpoint<Path, Response>,
  input: CallInput<Path>,
): Promise<z.output<Response>> {
  return appClient().call(endpoint, input);
}

/** Calls an endpoint with a body checked against its flight-domain schema first (a bad body rejects). */
export async function sendValidated<Path extends string, Response extends z.ZodType, Body extends z.ZodType>(
  endpoint: Endpoint<Path, Response>,
  bodySchema: Body,
  body: z.input<Body>,
  input: Omit<CallInput<Path>, 'body'>,
): Promise<z.output<Response>> {
  const checked = validateRequest(bodySchema, body, describeEndpoint(endpoint));
  return send(endpoint, { ...input, body: checked });
}
