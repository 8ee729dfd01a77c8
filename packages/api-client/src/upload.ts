// File uploads with progress. openapi-fetch (fetch) cannot report how much of a request body was
// sent, so the contract's multipart calls (`POST /freelancer/cv`, `POST /resource`) go through
// XMLHttpRequest, whose `upload.onprogress` can. The upload lives here, next to the middleware,
// because it needs what only the client holds: the access token, the single-flight refresh, and
// the same headers (locale, affiliate) and error normalisation (ApiError) as every other call.
import { ApiError, apiErrorFromResponse, networkError } from './apiError.ts';
import type { paths } from './openapi.gen.ts';

/** The contract's multipart calls, by path (all POST). */
export type UploadPath = '/freelancer/cv' | '/resource';

/** The query parameters of an upload call. */
export type UploadQuery<P extends UploadPath> = NonNullable<paths[P]['post']['parameters']['query']>;

/** What an upload call answers with (its 201 body). */
export type UploadResult<P extends UploadPath> = paths[P]['post']['responses'][201]['content']['application/json'];

/** Options of `TalentApi.upload`. */
export interface UploadOptions<P extends UploadPath> {
  /** The query parameters (`isOverWriteCV`, `kind`). */
  readonly query: UploadQuery<P>;
  /** The multipart body (`file` for a CV, `resource` for other files). */
  readonly body: FormData;
  /** Called as the body goes out: bytes sent so far and in total. */
  readonly onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload; the promise then rejects with an ApiError of status 0. */
  readonly signal?: AbortSignal;
}

/** The parts of XMLHttpRequest an upload uses (tests pass a fake). */
export type UploadXhr = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'getResponseHeader'
> & {
  readonly upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
  onload: XMLHttpRequest['onload'];
  onerror: XMLHttpRequest['onerror'];
  onabort: XMLHttpRequest['onabort'];
  ontimeout: XMLHttpRequest['ontimeout'];
};

/** What the upload needs of the client it belongs to. */
export interface UploadContext {
  readonly baseUrl: string;
  readonly createXhr: () => UploadXhr;
  /** The access token to send, if any. */
  readonly token: () => string | undefined;
  /** Renews the access token (the client's single-flight refresh); resolves to whether it worked. */
  readonly refresh: () => Promise<boolean>;
  /** Headers every request carries (Accept-Language, X-Affiliate). */
  readonly headers: () => Readonly<Record<string, string>>;
}

interface RawResponse {
  readonly status: number;
  readonly body: string;
  readonly contentType: string | null;
}

// The upload calls' query parameters are booleans and enum strings.
function queryString(query: Readonly<Record<string, string | number | boolean | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function send<P extends UploadPath>(
  context: UploadContext,
  url: string,
  options: UploadOptions<P>,
  token: string | undefined,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(networkError(options.signal.reason));
      return;
    }
    const xhr = context.createXhr();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(context.headers())) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: xhr.responseText, contentType: xhr.getResponseHeader('Content-Type') });
    };
    const fail = (cause: unknown) => {
      settle();
      reject(networkError(cause));
    };
    xhr.onerror = () => fail(new Error('The upload got no response.'));
    xhr.ontimeout = () => fail(new Error('The upload timed out.'));
    xhr.onabort = () => fail(options.signal?.reason ?? new Error('The upload was aborted.'));
    // The browser sets the multipart Content-Type with its boundary.
    xhr.send(options.body);
  });
}

/**
 * POSTs a multipart body to an upload call with progress. Like the client's middleware: the
 * bearer token, the locale and affiliate headers, and on a 401 one refresh (shared with every
 * other request) and one retry. A failure rejects with an ApiError (status 0 without a response).
 */
export async function uploadWithProgress<P extends UploadPath>(
  context: UploadContext,
  path: P,
  options: UploadOptions<P>,
): Promise<UploadResult<P>> {
  const url = `${context.baseUrl.replace(/\/+$/, '')}${path}${queryString(options.query)}`;
  const sentWith = context.token();
  let raw = await send(context, url, options, sentWith);
  if (raw.status === 401 && sentWith) {
    // Another request may already have renewed the token; refresh only if it is still the one we sent.
    const current = context.token();
    const renewed = current !== undefined && current !== sentWith ? true : await context.refresh();
    const next = context.token();
    if (renewed && next) raw = await send(context, url, options, next);
  }
  const response = new Response(raw.body === '' ? null : raw.body, {
    status: raw.status,
    headers: raw.contentType ? { 'Content-Type': raw.contentType } : {},
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  try {
    return (await response.json()) as UploadResult<P>;
  } catch (error) {
    throw new ApiError({ status: response.status, title: 'The upload answer is not JSON.', cause: error });
  }
}
