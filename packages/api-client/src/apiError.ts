// One error class for every failed call, built from the contract's Problem body (RFC 9457 with
// translatable message ids). The portal's global error handling (spec §8) reads `status` to choose
// between redirecting to login, an error page and a toast, and translates `messages`.
import type { components } from './openapi.gen.ts';

/** The contract's problem body. */
export type Problem = components['schemas']['Problem'];

/** Field errors by field path, e.g. `{ email: ['validation.emailInUse'] }`. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** Message id used when a response carries no usable problem body. */
export const GENERIC_ERROR_MESSAGE = 'error.generic';
/** Message id of a request that never got a response (offline, DNS, aborted connection). */
export const NETWORK_ERROR_MESSAGE = 'error.network';

/** A failed API call: an HTTP error response, or status 0 when no response arrived. */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got a response. */
  readonly status: number;
  /** Translatable message ids; never empty. */
  readonly messages: readonly string[];
  /** Field errors by field path (empty when none). */
  readonly fieldErrors: FieldErrors;
  /** The problem type URI, when the server sent one. */
  readonly type: string | undefined;
  /** The request id the server reported, for support. */
  readonly instance: string | undefined;

  constructor(init: {
    status: number;
    title?: string | undefined;
    messages?: readonly string[] | undefined;
    fieldErrors?: FieldErrors | undefined;
    type?: string | undefined;
    instance?: string | undefined;
    cause?: unknown;
  }) {
    super(init.title ?? `Request failed with status ${init.status}`, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.messages = init.messages && init.messages.length > 0 ? init.messages : [defaultMessage(init.status)];
    this.fieldErrors = init.fieldErrors ?? {};
    this.type = init.type;
    this.instance = init.instance;
  }

  /** Messages for one field (empty when it has none). */
  fieldMessages(field: string): readonly string[] {
    return this.fieldErrors[field] ?? [];
  }
}

function defaultMessage(status: number): string {
  return status === 0 ? NETWORK_ERROR_MESSAGE : GENERIC_ERROR_MESSAGE;
}

function isProblemLike(body: unknown): body is Partial<Problem> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

function stringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : undefined;
}

/** Builds an ApiError from an error response; a body that is not a problem falls back to generic text. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  if (!isProblemLike(body)) return new ApiError({ status: response.status });
  const fieldErrors: Record<string, string[]> = {};
  if (Array.isArray(body.fieldErrors)) {
    for (const entry of body.fieldErrors as unknown[]) {
      if (!isProblemLike(entry)) continue;
      const { field, messages } = entry as { field?: unknown; messages?: unknown };
      const list = stringArray(messages);
      if (typeof field === 'string' && list) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...list];
    }
  }
  return new ApiError({
    status: response.status,
    title: typeof body.title === 'string' ? body.title : undefined,
    messages: stringArray(body.messages),
    fieldErrors,
    type: typeof body.type === 'string' ? body.type : undefined,
    instance: typeof body.instance === 'string' ? body.instance : undefined,
  });
}

/** An ApiError for a request that got no response. */
export function networkError(cause: unknown): ApiError {
  return new ApiError({ status: 0, title: 'The request got no response.', cause });
}
