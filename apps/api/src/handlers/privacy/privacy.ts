// Privacy self-service (GDPR): the consent records, "download my data" (an emailed, expiring zip
// built in the background) and erasing the account after re-authentication.
import type { components } from '@talent/api-client';
import { verifyPassword } from '../../services/identity/passwords.ts';
import { clearRefreshCookie } from '../../http/refreshCookie.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler, inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { removeContent } from '../../services/files/files.ts';
import { exportFileName, findDownload, getDataExport, requestDataExport } from '../../services/privacy/dataExport.ts';
import { eraseAccount } from '../../services/privacy/erasure.ts';
import { listConsents } from '../../services/profile/legal.ts';
import { Problem, problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** How recent a login must be to erase an account that has no password to confirm with. */
export const RECENT_LOGIN_SECONDS = 10 * 60;
/** Erasure attempts per account per 15 minutes (each with a password is a guess of it). */
const ERASURE_ATTEMPTS_PER_15_MIN = 10;

/** Privacy handlers. */
export function privacyHandlers(context: ServerContext): OperationHandlers {
  return {
    listConsents: freelancerHandler(context, async ({ tx, tenant, freelancer }) => {
      return { results: await listConsents(tx, tenant.id, freelancer.id) } satisfies Schemas['ConsentList'];
    }),

    getDataExport: freelancerHandler(context, ({ tx, tenant, freelancer }) =>
      getDataExport(tx, { clientId: tenant.id, freelancerId: freelancer.id }, new Date(context.now())),
    ),

    /** Starts an export (or answers the one being built); the older exports' files go after the commit. */
    async requestDataExport(request, reply) {
      const result = await asFreelancer(context, request, ({ tx, tenant, freelancer }) =>
        requestDataExport(tx, context, { clientId: tenant.id, freelancerId: freelancer.id }, new Date(context.now())),
      );
      for (const key of result.removedKeys) await removeContent(context.storage, key, request.log);
      return reply.code(202).send(result.export);
    },

    /**
     * The zip of an emailed link (public: the token is the credential). Never cached: it is the
     * talent's personal data, and the link expires.
     */
    async downloadDataExport(request, reply) {
      const now = new Date(context.now());
      const found = await inTenant(context, request, ({ tx, tenant, query }) =>
        findDownload(tx, tenant.id, query.token, now),
      );
      const content = await context.storage.stream(found.storageKey);
      if (!content) {
        // A row without content is damaged storage, not the caller's doing.
        request.log.error({ storageKey: found.storageKey }, 'data export content missing');
        throw problem.notFound('dataExport.notFound');
      }
      return reply
        .code(200)
        .header('Content-Disposition', `attachment; filename="${exportFileName(request.tenant, found.readyAt)}"`)
        .header('Cache-Control', 'no-store')
        .headers(found.size === null ? {} : { 'Content-Length': String(found.size) })
        .type('application/zip')
        .send(content);
    },

    /**
     * Erases the account after re-authentication: the password when the account has one (422
     * `account.wrongPassword`), else a login within RECENT_LOGIN_SECONDS (the access token's
     * `auth_time`; 403 `account.recentLoginRequired`). Every session ends, the caller's too.
     */
    async eraseAccount(request, reply) {
      const { password } = request.body;
      const auth = request.auth!;
      const tenant = request.tenant;
      const erased = await asFreelancer(context, request, async ({ tx, freelancer }) => {
        await context.limiter.hit(`erasure:${tenant.id}:${freelancer.id}`, ERASURE_ATTEMPTS_PER_15_MIN, 900);
        if (freelancer.passwordHash !== null) {
          if (password === undefined) {
            throw problem.rejected([{ field: 'password', messages: ['validation.required'] }], 'account.wrongPassword');
          }
          if (!(await verifyPassword(freelancer.passwordHash, password))) {
            throw problem.rejected(
              [{ field: 'password', messages: ['account.wrongPassword'] }],
              'account.wrongPassword',
            );
          }
        } else {
          const loggedInAt = auth.authTime;
          if (loggedInAt === undefined || context.now() / 1000 - loggedInAt > RECENT_LOGIN_SECONDS) {
            throw new Problem(403, ['account.recentLoginRequired']);
          }
        }
        return eraseAccount(tx, context, freelancer, new Date(context.now()));
      });
      await context.sessions.revoked(new Set([...erased.revokedSessions, auth.sessionId]));
      clearRefreshCookie(request);
      return reply.code(204).send();
    },
  };
}
