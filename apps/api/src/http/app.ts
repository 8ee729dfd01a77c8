// The HTTP server. Every route of /v1/api comes from the contract (packages/api-client/openapi):
// fastify-openapi-glue registers each operation, validates its request against the contract's
// schemas and calls the handler with the same operationId. Operations not built yet answer 501.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { API_BASE_PATH } from '@talent/api-client';
import { COMPRESSION } from '@talent/compression';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandler, OperationHandlers, OperationId } from './operations.ts';
import { integrationKeyCheck } from './integrationKeys.ts';
import { registerRefreshCookie, requireRefreshCookie } from './refreshCookie.ts';
import { handleClientError, handleError, sendProblem } from './errors.ts';
import { fromLoopback } from './loopback.ts';
import { contractMethods } from './methods.ts';
import { registerLoadShedding } from './overload.ts';
import { requestBodies, requestBodyCheck } from './requestBodies.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { registerSeoRoutes } from './routes/seo.ts';
import type { SitemapLimits } from './routes/sitemapXml.ts';
import { registerSystemRoutes } from './routes/system.ts';
import { hostName } from '../tenants/tenants.ts';
import { closedQuerySchema, validatorCompiler } from './validation.ts';
import { loadContract } from '../contract/contract.ts';
import type { Contract, ContractResponse } from '../contract/contract.ts';
import { Problem, problem } from '../problems.ts';
import { closeRedis, redisClient } from '../redis.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers on any Host (health checks of load balancers): no tenant, no 421. */
    anyHost?: boolean;
  }
}

/** Query parameters declared `style: form, explode: false`: comma-separated lists (`?ids=1,2`). */
function commaListParameters(contract: Contract): Set<string> {
  const names = new Set<string>();
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item)) {
      for (const param of op.parameters ?? []) {
        const p = param.$ref ? contract.components.parameters[param.$ref.split('/').pop()!]! : param;
        if (p.in === 'query' && p.explode === false) names.add(p.name!);
      }
    }
  }
  return names;
}

/** Per-IP limits of the operations attackers aim at (login, registration, links, SMS, password reset). */
const STRICT_LIMITS: Readonly<Record<string, number>> = {
  authorize: 20,
  authorizeWithUrlToken: 20,
  authorizeWithOtlToken: 20,
  authorizeWithMobileToken: 20,
  authorizeWithGoogleToken: 20,
  authorizeWithLinkedInToken: 20,
  authorizeWithAuth0Token: 20,
  refreshToken: 60,
  oneTimeLinkLogin: 10,
  register: 10,
  registerFromPhone: 10,
  registerFromGoogle: 10,
  registerFromLinkedIn: 10,
  registerFromAuth0: 10,
  sendForgotPassword: 10,
  resetForgotPassword: 10,
  resetPhoneCode: 10,
  emailExists: 30,
  phoneExists: 30,
};

/**
 * Body limit of the integration operations: a feed batch (500 jobs with descriptions of up to 50 000
 * characters, plus up to 50 000 vmsIds to keep open) is far larger than any portal request.
 */
const INTEGRATION_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * What answers are compressed: text, JSON and XML (problem+json, SVG included), never event streams
 * or binary files — images, PDFs and zips are compressed already, and a download sent as
 * octet-stream is a user's file.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$)|^application\/javascript(?:;|$)|^image\/svg\+xml(?:;|$)/;

/** Options of `buildApp`. */
export interface AppOptions {
  /** Where log lines go (default stdout). */
  readonly logStream?: NodeJS.WritableStream;
  /** URLs and bytes per sitemap file (default the protocol's limits). */
  readonly sitemapLimits?: SitemapLimits;
}

/** Builds the server with its handlers. Call `listen` (or `inject` in tests) on the result. */
export async function buildApp(
  context: ServerContext,
  handlers: OperationHandlers,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const { logStream } = options;
  const contract = loadContract();
  const commaLists = commaListParameters(contract);
  const app = Fastify({
    logger: {
      level: context.config.logLevel,
      ...(logStream && { stream: logStream }),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          // Link tokens travel in query strings (spec); they must not reach the logs.
          url: req.url.replace(/([?&](?:token|urlToken|otlToken)=)[^&]*/g, '$1[redacted]'),
          host: req.headers.host ?? '',
          requestId: req.id,
        }),
      },
    },
    trustProxy: context.config.trustProxy,
    // A request must arrive whole within the request timeout (a body trickling in a byte a second
    // held its connection forever); its headers within the headers timeout. Node checks both
    // every connectionsCheckingInterval, by default only every 30 s.
    requestTimeout: context.config.timeouts.requestMs,
    keepAliveTimeout: context.config.timeouts.keepAliveMs,
    maxRequestsPerSocket: context.config.timeouts.maxRequestsPerSocket,
    http: { headersTimeout: context.config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler: handleClientError,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: {
      // Any path parameter that fits in the request line reaches validation (a 400 naming it) or
      // its handler (a 404): the router's default of 100 characters answered a longer one with
      // its own 414 in plain JSON, outside the contract. Node bounds the request line anyway
      // (16 KB of headers, a 431); no route has a regex parameter that a long value could slow.
      maxParamLength: 16 * 1024,
      querystringParser: (text: string) => {
        const out: Record<string, string | string[]> = {};
        for (const [key, value] of new URLSearchParams(text)) {
          const values = commaLists.has(key) ? value.split(',').filter(Boolean) : [value];
          const previous = out[key];
          out[key] =
            previous === undefined && values.length === 1 && !commaLists.has(key)
              ? value
              : [...[previous ?? []].flat(), ...values];
        }
        return out;
      },
    },
  });

  app.setValidatorCompiler(validatorCompiler());
  // Responses are plain JSON: the contract tests validate them in full, whereas a serializer schema
  // would silently drop fields the contract does not declare.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorateRequest('tenant', null as unknown as ServerContext['tenants']['default']);
  app.decorateRequest('auth', undefined);
  app.setErrorHandler(handleError);
  // A path of the contract asked with a method it does not have is a 405 naming the ones it has; any
  // other unrouted request a 404 (the portal's pages hand the API's paths here too).
  const methodsAt = contractMethods(contract, API_BASE_PATH);
  app.setNotFoundHandler((request, reply) => {
    const allowed = methodsAt(request.url);
    // A method the path has that still lands here (a handler's callNotFound) is a 404 of its own.
    if (!allowed || allowed.includes(request.method)) return sendProblem(request, reply, 404, ['error.notFound']);
    reply.header('Allow', allowed.join(', '));
    return sendProblem(request, reply, 405, ['error.methodNotAllowed']);
  });

  // The host picks the tenant. A host no tenant claims gets no client's brand: 421 (only the
  // loopback names fall back to the default tenant); a Host that is no host name at all, 400.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    const tenant = context.tenants.resolve(request.headers.host);
    if (tenant) request.tenant = tenant;
    else if (request.routeOptions.config?.anyHost) return;
    else if (hostName(request.headers.host) === undefined) throw problem.badRequest('error.invalidHost');
    else throw new Problem(421, ['error.unknownHost']);
  });

  // Load shedding (overload.ts), at the root: it covers the API, the portal's pages (registered
  // later, `runServer({ extend })`) and the rest, pages shed before API calls.
  const loadShedding = await registerLoadShedding(app, context.config.overload);

  // A token, when sent, must be valid — on public operations too — so the client knows to refresh.
  // Read before the body is (preParsing): an operation that needs a login refuses a stranger
  // before parsing what they sent (see loginOperations).
  app.addHook('preParsing', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
    if (!match) throw problem.unauthorized('auth.tokenInvalid');
    const claims = await context.accessTokens.verify(match[1]!, request.tenant.context.talentDomainName);
    if (claims.clientId !== request.tenant.id) throw problem.unauthorized('auth.tokenInvalid');
    // Logged out (or reset, deactivated, reused): the token stops working before it expires.
    if (await context.sessions.isRevoked(claims.clientId, claims.sessionId)) {
      throw problem.unauthorized('auth.sessionRevoked');
    }
    request.auth = claims;
  });

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
  // Every answer of this server, the API's JSON included (a search page is tens of KB): Brotli or
  // gzip as the client's Accept-Encoding asks, from 1 KB on (`COMPRESSION` of @talent/compression,
  // which the portal's kept pages are compressed with too). Registered at the
  // root, so it covers the routes added later (the portal's too); an answer that already has a
  // Content-Encoding (the stored gzip sitemaps, the portal's kept pages) is left as it is.
  // A streamed answer (a server-rendered page) is flushed as it is written, not held back until the
  // compressor's buffer fills.
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION.threshold,
    encodings: [...COMPRESSION.encodings],
    customTypes: COMPRESSIBLE_TYPES,
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality },
    },
  });
  await app.register(cookie);
  registerRefreshCookie(app, context.config.refreshTokenTtlSeconds);
  // Before the answer leaves, after the request's transactions committed: what a talent just wrote
  // is recorded, so none of their next reads is served from a replica that lacks it (readRouting.ts).
  if (context.reads.enabled) {
    app.addHook('onSend', async (request) => {
      await context.reads.recordWrites(request);
    });
  }
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });

  registerSystemRoutes(app, context, loadShedding);
  registerSeoRoutes(app, context, { ...(options.sitemapLimits && { sitemapLimits: options.sitemapLimits }) });
  // The dev mailbox shows every one-time login link: only where switched on (never in production,
  // see bootstrap/config.ts) and only to this machine.
  if (context.config.devMailbox) {
    await app.register((dev, _options, registered) => {
      dev.addHook('onRequest', (request, _reply, done) => {
        done(fromLoopback(request) ? undefined : problem.forbidden('error.forbidden'));
      });
      registerDevRoutes(dev, context);
      registered();
    });
  }

  const notImplemented: OperationHandler = (request, reply) =>
    Promise.resolve(sendProblem(request, reply, 501, ['error.notImplemented']));
  // The contract's routes as Fastify registers them ("POST /v1/api/project/:id/finishFlow"), with the
  // HEAD route Fastify adds to each GET, and what each operation's body is.
  const contractRoutes = new Map(
    Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const url = `${API_BASE_PATH}${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const upper = method.toUpperCase();
        return [[`${upper} ${url}`, op] as const, ...(upper === 'GET' ? [[`HEAD ${url}`, op] as const] : [])];
      }),
    ),
  );
  app.addHook('onRoute', (route) => {
    const ops = [route.method].flat().flatMap((m) => contractRoutes.get(`${m} ${route.url}`) ?? []);
    if (ops.length === 0) return;
    const { body, querystring, ...rest } = route.schema ?? {};
    route.schema = {
      ...rest,
      // Multipart bodies are streamed by their handlers (files are checked by content, not by name),
      // so their body schema is dropped; their query and path parameters are still validated.
      ...(body !== undefined && !ops.some((op) => op.requestBody?.content?.['multipart/form-data']) && { body }),
      // A query holds the parameters the operation lists, and no others (as a body holds no unknown field).
      querystring: closedQuerySchema(querystring),
    };
  });

  // Form bodies: RFC 8058 one-click unsubscribe, which mail clients POST as
  // `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded). Parsed with the platform's
  // URLSearchParams into a plain object for the contract's schema to validate; a key sent twice
  // keeps its last value, and Fastify's body limit applies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // fastify-openapi-glue checks every media type of the contract for a body parser and warns at start
  // about the ones without, response-only types included (application/problem+json, image/webp).
  // Those are never request bodies: a parser that refuses them gives the same 415 Fastify would, and
  // keeps the warning meaningful for a request body type that really lacks a parser.
  for (const type of responseOnlyMediaTypes(contract)) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, (_request, _payload, done) => {
      done(problem.unsupportedMediaType('error.unsupportedMediaType'), undefined);
    });
  }

  // Operations authenticated with a client's integration API key (the job feed): the key is checked
  // as soon as the request arrives, before a body of up to INTEGRATION_BODY_LIMIT is read and
  // validated, and again by the security handler the contract's `security` maps to.
  const checkIntegrationKey = integrationKeyCheck(context.config);
  const integrationOperations = new Set(
    Object.values(contract.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op.security?.some((requirement) => 'integrationApiKey' in (requirement as object)))
      .map((op) => op.operationId),
  );
  // Operations a talent's token alone opens (every alternative of their security needs bearerAuth):
  // a request without a valid login is refused 401 before its body is looked at. The contract's
  // security handlers run after validation (fastify-openapi-glue puts them in preHandler), which
  // answered a logged-out `changeEmail` with a 400 about its body — telling a caller what the
  // operation expects before who they are, and a client to fix the body instead of logging in. The
  // check runs before the body is even read: a stranger's body is not parsed.
  const loginOperations = new Set(
    Object.values(contract.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => {
        const security = op.security ?? contract.security ?? [];
        return security.length > 0 && security.every((requirement) => 'bearerAuth' in (requirement as object));
      })
      .map((op) => op.operationId),
  );
  const loginHook = (request: FastifyRequest, _reply: FastifyReply, _payload: unknown, done: (error?: Error) => void) =>
    done(request.auth ? undefined : problem.unauthorized());
  const integrationKeyHook = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    try {
      checkIntegrationKey(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };

  // The limits count API calls only: pages, built assets, logos and health checks never spend a
  // visitor's budget (browsing the portal loads dozens of files per page), so the limiter lives in
  // the scope of the contract's routes.
  const bodies = requestBodies(contract);
  const rateLimitRedis = context.config.redisUrl ? redisClient(context.config.redisUrl) : undefined;
  if (rateLimitRedis) app.addHook('onClose', () => closeRedis(rateLimitRedis));
  await app.register(async (api) => {
    await api.register(rateLimit, {
      global: true,
      max: context.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      enableDraftSpec: true,
      ...(rateLimitRedis && {
        // Commands time out (src/redis.ts); while Redis is away the per-address limit is skipped
        // rather than failing every request — the per-account limits answer 503 meanwhile.
        redis: rateLimitRedis,
        skipOnError: true,
        // Under the server's own prefix, beside its other keys (`talent:limit:`, `talent:session:`…),
        // not the plugin's bare `fastify-rate-limit-<address>`.
        nameSpace: 'talent:rate-limit:',
      }),
      errorResponseBuilder: (_request, info) =>
        new Problem(429, ['error.tooManyRequests'], [], { retryAfter: Math.ceil(info.ttl / 1000) }),
    });
    await api.register(openapiGlue, {
      // A copy: the plugin may rewrite the document it is given, and the parsed contract is shared.
      specification: structuredClone(contract) as object,
      prefix: API_BASE_PATH,
      securityHandlers: {
        bearerAuth: (request: FastifyRequest) => {
          if (!request.auth) throw problem.unauthorized();
        },
        integrationApiKey: (request: FastifyRequest) => checkIntegrationKey(request),
        refreshCookie: (request: FastifyRequest) => requireRefreshCookie(request),
      },
      operationResolver: (operationId: string) => {
        // The one place an operationId arrives as a string (the plugin reads it from the contract),
        // and the request as Fastify types it: its parts were validated against this operation's
        // schemas before the handler runs, which is what the handler's typed request promises.
        const handler = (handlers[operationId as OperationId] ?? notImplemented) as (
          request: FastifyRequest,
          reply: FastifyReply,
        ) => Promise<unknown>;
        const max = STRICT_LIMITS[operationId];
        const body = bodies.get(operationId);
        const onRequest = integrationOperations.has(operationId) ? [integrationKeyHook] : [];
        // After the app's preParsing hook has read the token (route hooks run after the app's),
        // before the body is read; the media type is checked after the login.
        const preParsing = [
          ...(loginOperations.has(operationId) ? [loginHook] : []),
          ...(body ? [requestBodyCheck(body)] : []),
        ];
        return {
          handler: (request: FastifyRequest, reply: FastifyReply) => handler(request, reply),
          ...(max !== undefined && { config: { rateLimit: { max, timeWindow: '1 minute' } } }),
          ...(onRequest.length > 0 && { onRequest }),
          ...(preParsing.length > 0 && { preParsing }),
          ...(integrationOperations.has(operationId) && { bodyLimit: INTEGRATION_BODY_LIMIT }),
        } as never;
      },
    });
  });

  return app;
}

/** Media types the contract only answers with, never accepts as a request body. */
function responseOnlyMediaTypes(spec: Contract): Set<string> {
  const requestTypes = new Set<string>();
  const responses: ContractResponse[] = Object.values(spec.components.responses);
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      for (const type of Object.keys(op.requestBody?.content ?? {})) requestTypes.add(type);
      responses.push(...Object.values(op.responses ?? {}));
    }
  }
  const responseTypes = responses.flatMap((response) => Object.keys(response.content ?? {}));
  return new Set(responseTypes.filter((type) => !requestTypes.has(type)));
}
