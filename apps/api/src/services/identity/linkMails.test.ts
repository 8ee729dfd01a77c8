import { describe, expect, it } from 'vitest';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import type { MessageRequest } from '../messaging/messenger.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { portalLink, sendLinkMail } from './linkMails.ts';

const tenant = { id: 'acme' } as Tenant;
const origin = { portalOrigin: (t: Tenant) => `http://${t.id}.localhost:3000` };

describe('portalLink', () => {
  it("joins the tenant's portal origin and the route table's path", () => {
    expect(portalLink(origin, tenant, 'signup')).toBe('http://acme.localhost:3000/app/signup');
    expect(portalLink(origin, tenant, 'accountActivate', { token: 'abc_-1' })).toBe(
      'http://acme.localhost:3000/app/account/activate?token=abc_-1',
    );
  });

  it('percent-encodes query values and leaves out undefined ones', () => {
    expect(portalLink(origin, tenant, 'login', { otl: 't', redirect: '/app/project/7?x=1&y' })).toBe(
      'http://acme.localhost:3000/app/login?otl=t&redirect=%2Fapp%2Fproject%2F7%3Fx%3D1%26y',
    );
    expect(portalLink(origin, tenant, 'login', { otl: 't', redirect: undefined })).toBe(
      'http://acme.localhost:3000/app/login?otl=t',
    );
  });
});

describe('sendLinkMail', () => {
  it('queues the message by email unless told otherwise, with the link built from the page', async () => {
    const sent: MessageRequest[] = [];
    const context = {
      ...origin,
      messenger: { send: (_tx: Tx, message: MessageRequest) => Promise.resolve(void sent.push(message)) },
    } as unknown as Pick<ServerContext, 'messenger' | 'portalOrigin'>;
    await sendLinkMail(context, {} as Tx, { tenant, kind: 'referral', locale: 'en', to: 'a@b.c', page: 'signup' });
    await sendLinkMail(context, {} as Tx, {
      tenant,
      kind: 'deviceLogin',
      locale: 'de',
      to: '+491',
      channel: 'sms',
      page: 'login',
      query: { urlToken: 'x' },
      values: { name: 'Ann' },
    });
    expect(sent).toEqual([
      {
        tenant,
        kind: 'referral',
        locale: 'en',
        channel: 'email',
        to: 'a@b.c',
        link: 'http://acme.localhost:3000/app/signup',
      },
      {
        tenant,
        kind: 'deviceLogin',
        locale: 'de',
        channel: 'sms',
        to: '+491',
        link: 'http://acme.localhost:3000/app/login?urlToken=x',
        values: { name: 'Ann' },
      },
    ]);
  });
});
