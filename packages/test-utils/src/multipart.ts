// The multipart bodies of the fake XHR's requests, which a Request cannot carry in jsdom (see
// fakeXhr.ts); the fake API reads them by request.

/** The form sent with a request, by request. */
export const multipartForms = new WeakMap<Request, FormData>();
