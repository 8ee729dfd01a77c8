// XMLHttpRequest faked over a fetch-level fake, for uploads (`TalentApi.upload`): the request goes to
// the same handlers as the client's fetch calls, and the upload's progress is reported in two steps (whole bytes, as ProgressEvent keeps them),
// half of the body when it is sent and all of it when the answer arrives. A test that holds the
// route (`fake.hold('POST /freelancer/cv')`) sees the upload at 50 % until it releases it.
import type { UploadXhr } from '@talent/api-client';
import { multipartForms } from './multipart.ts';

/** What the fake XHR sends its requests to (`fakeApi()` or a feature's own fake). */
export interface XhrTarget {
  readonly fetch: (request: Request) => Promise<Response>;
}

function bodySize(body: unknown): number {
  if (body instanceof FormData) {
    let size = 0;
    for (const [, value] of body.entries()) size += typeof value === 'string' ? value.length : value.size;
    return size;
  }
  return typeof body === 'string' ? body.length : 0;
}

type Handler = ((this: XMLHttpRequest, event: ProgressEvent) => unknown) | null;

class FakeXhr {
  status = 0;
  responseText = '';
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private responseHeaders = new Headers();
  private aborted = false;

  private readonly target: XhrTarget;

  constructor(target: XhrTarget) {
    this.target = target;
  }

  open(method: string, url: string | URL): void {
    this.method = method;
    this.url = String(url);
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.fire(this.onabort);
  }

  send(body?: Document | XMLHttpRequestBodyInit | null): void {
    const total = bodySize(body);
    // jsdom's FormData and File are not Node's, so fetch's Request cannot carry them: the form goes
    // beside the request (`multipartForms`) and the fake API reads it from there.
    const form = body instanceof FormData ? body : undefined;
    if (form) this.headers.set('Content-Type', 'multipart/form-data; boundary=fake');
    const request = new Request(this.url, {
      method: this.method,
      headers: this.headers,
      ...(form || body === undefined || body === null ? {} : { body: body as BodyInit }),
    });
    if (form) multipartForms.set(request, form);
    void (async () => {
      await Promise.resolve();
      this.progress(total / 2, total);
      let response: Response;
      try {
        response = await this.target.fetch(request);
      } catch {
        if (!this.aborted) this.fire(this.onerror);
        return;
      }
      if (this.aborted) return;
      this.progress(total, total);
      this.status = response.status;
      this.responseHeaders = response.headers;
      this.responseText = await response.text();
      this.fire(this.onload);
    })();
  }

  private progress(loaded: number, total: number): void {
    if (this.aborted) return;
    this.upload.onprogress?.call(
      this as unknown as XMLHttpRequest,
      new ProgressEvent('progress', { lengthComputable: total > 0, loaded, total }),
    );
  }

  private fire(handler: Handler): void {
    handler?.call(this as unknown as XMLHttpRequest, new ProgressEvent('load'));
  }
}

/** A `createXhr` for `createTalentApi` whose requests go to `target`'s handlers. */
export function fakeXhr(target: XhrTarget): () => UploadXhr {
  return () => new FakeXhr(target);
}
