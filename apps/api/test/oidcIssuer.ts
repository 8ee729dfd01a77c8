// A real OpenID Connect issuer for tests: oidc-provider on 127.0.0.1 (random port) with its own
// RSA signing key, serving discovery and JWKS, and minting real ID tokens for its clients.
import { exportJWK, generateKeyPair } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A running test issuer. */
export interface TestIssuer {
  /** The issuer identifier (`http://127.0.0.1:<port>`, plus `/` when started with `trailingSlash`). */
  readonly issuer: string;
  /** An ID token this issuer signs for one of its clients, with these claims (`sub`, `email`, …). */
  idToken(clientId: string, claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** Starts an issuer whose clients are `clientIds` (ID tokens live one hour). */
export async function startIssuer(
  clientIds: readonly string[],
  options: { trailingSlash?: boolean } = {},
): Promise<TestIssuer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}${options.trailingSlash ? '/' : ''}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const key = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomUUID() };
  const provider = new Provider(issuer, {
    clients: clientIds.map((clientId) => ({
      client_id: clientId,
      client_secret: `${clientId}-secret`,
      redirect_uris: ['http://127.0.0.1/callback'],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    jwks: { keys: [key] },
    ttl: { IdToken: 3600 },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
  });
  const callback = provider.callback();
  server.on('request', (req, res) => void callback(req, res));
  return {
    issuer,
    async idToken(clientId, claims) {
      const client = await provider.Client.find(clientId);
      if (!client) throw new Error(`the test issuer has no client ${clientId}`);
      const token = new provider.IdToken({}, { client, ctx: undefined });
      for (const [name, value] of Object.entries(claims)) token.set(name, value);
      return token.issue({ use: 'idtoken' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
