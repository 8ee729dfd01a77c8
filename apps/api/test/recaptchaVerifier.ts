// A local reCAPTCHA verifier implementing Google's siteverify contract: a form POST of `secret`,
// `response` and `remoteip` answered with `{ success }`. It accepts exactly one token for one
// secret and records what it was sent, so tests exercise the server's real verifier over HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running verifier. */
export interface TestRecaptchaVerifier {
  /** Its siteverify URL (pass as RECAPTCHA_VERIFY_URL). */
  readonly url: string;
  /** The forms it received, oldest first. */
  readonly requests: URLSearchParams[];
  close(): Promise<void>;
}

/** Starts a verifier that accepts `validToken` when sent with `secret`. */
export async function startRecaptchaVerifier(secret: string, validToken: string): Promise<TestRecaptchaVerifier> {
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push(form);
      const formPost = req.method === 'POST' && req.headers['content-type'] === 'application/x-www-form-urlencoded';
      const success = formPost && form.get('secret') === secret && form.get('response') === validToken;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
