import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../src/services/messaging/messenger.ts';
import { ALPHA, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random port that keeps what it receives. */
export async function smtpSink(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const registration = (email: string, locale: string) => ({
  email,
  password: 'analytical-engine-1843',
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale,
  termsAccepted: true,
  privacyAccepted: true,
});

describe('SMTP delivery', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let server: TestServer;
  beforeAll(async () => {
    sink = await smtpSink();
    server = await startTestServer({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Alpha <jobs@alpha.test>' } });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('sends the activation email over SMTP, not to the outbox', async () => {
    const response = await server.call('register', { body: registration('smtp@example.com', 'en') });
    expect(response.status).toBe(201);
    // Delivered by the job worker, right after the registration committed.
    expect(await server.server.context.jobs.settled()).toBe(true);
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.from).toBe('jobs@alpha.test');
    expect(mail!.to).toEqual(['smtp@example.com']);
    expect(mail!.raw).toContain('Subject: Activate your Alpha Staffing account');
    // The body is quoted-printable: undo soft line breaks and =XX escapes before reading the link.
    const decoded = mail!.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded).toMatch(/activate\?token=[\w-]{43}/);
    expect(mail!.raw).toContain('Content-Type: text/html');
    // RFC 8058: the one-click unsubscribe headers go out with the mail (header lines unfolded).
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/alpha\.test:3000\/v1\/api\/subscriptions\/[0-9a-f-]{36}\/oneClick>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(await server.outbox(ALPHA)).toEqual([]);
  });
});

describe('message rendering', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const tenant = () => server.server.context.tenants.get('alpha')!;
  const render = (locale: string) =>
    renderMessage(
      {
        tenant: tenant(),
        kind: 'activation',
        locale,
        channel: 'email',
        to: 'x@example.com',
        link: 'http://alpha.test/x',
        values: { name: 'Ada' },
      },
      'http://alpha.test:3000',
    );

  it('renders in the recipient’s language', () => {
    expect(render('de').subject).toBe('Aktivieren Sie Ihr Konto bei Alpha Staffing');
    expect(render('de').text).toMatch(/^Hallo Ada,/);
    expect(render('en').subject).toBe('Activate your Alpha Staffing account');
  });

  it('falls back to English for Ukrainian and for regional variants to their language', () => {
    expect(render('uk').subject).toBe(render('en').subject);
    expect(render('de-CH').subject).toBe(render('de').subject);
  });

  it('brands the HTML with the tenant’s colour and logo and escapes values', () => {
    const html = renderMessage(
      {
        tenant: tenant(),
        kind: 'activation',
        locale: 'en',
        channel: 'email',
        to: 'x@example.com',
        link: 'http://alpha.test/x?a=1&b=2',
        values: { name: '<script>' },
      },
      'http://alpha.test:3000',
    ).html!;
    expect(html).toContain('border-top:4px solid #0052cc');
    expect(html).toContain('http://alpha.test:3000/tenants/alpha/logos/talent.svg');
    expect(html).toContain('Hello &lt;script&gt;,');
    expect(html).toContain('href="http://alpha.test/x?a=1&amp;b=2"');
    expect(html).not.toContain('<script>');
  });

  it('renders the digests in every catalog language, with plurals, the list and the manage link', () => {
    const digest = (locale: string, kind: 'jobAlertDigest' | 'poolDigest', count: number, more: number) =>
      renderMessage(
        {
          tenant: tenant(),
          kind,
          locale,
          channel: 'email',
          to: 'x@example.com',
          link: 'http://alpha.test:3000/projects?any=java',
          items: [{ title: 'Java <Lead>', detail: 'Köln', link: 'http://alpha.test:3000/projects/java-lead/7' }],
          values: { name: 'Ada', alert: 'Java', frequency: 'WEEKLY', count, more },
          subscriptionUuid: '6f1c2a9e-1111-4222-8333-944455556666',
        },
        'http://alpha.test:3000',
      );
    expect(digest('en', 'jobAlertDigest', 1, 0).subject).toBe('1 new project for “Java”');
    expect(digest('en', 'jobAlertDigest', 25, 5).text).toContain('…and 5 more projects.');
    expect(digest('de', 'jobAlertDigest', 2, 1).subject).toBe('2 neue Projekte für „Java“');
    expect(digest('de', 'jobAlertDigest', 2, 1).text).toContain('… und 1 weiteres Projekt.');
    expect(digest('fr', 'poolDigest', 1, 0).subject).toBe('1 nouveau projet dans vos pools chez Alpha Staffing');
    expect(digest('fr', 'poolDigest', 1, 0).text).toContain('récapitulatif hebdomadaire');
    expect(digest('nl', 'poolDigest', 3, 0).subject).toBe('3 nieuwe projecten in uw pools bij Alpha Staffing');
    for (const locale of ['en', 'de', 'fr', 'nl']) {
      for (const kind of ['jobAlertDigest', 'poolDigest'] as const) {
        const { text, html } = digest(locale, kind, 1, 0);
        expect(text).toContain('• Java <Lead> — Köln\n  http://alpha.test:3000/projects/java-lead/7');
        expect(text).toContain('http://alpha.test:3000/subscriptions/6f1c2a9e-1111-4222-8333-944455556666');
        expect(html).toContain('<a href="http://alpha.test:3000/projects/java-lead/7"');
        expect(html).toContain('Java &lt;Lead&gt;</a> — Köln');
        expect(html).toContain('href="http://alpha.test:3000/subscriptions/6f1c2a9e-1111-4222-8333-944455556666"');
      }
    }
  });

  it('renders an SMS as one line without a subject', () => {
    const sms = renderMessage(
      {
        tenant: tenant(),
        kind: 'smsCode',
        locale: 'nl',
        channel: 'sms',
        to: '+4915123456789',
        values: { code: '123456' },
      },
      'http://alpha.test:3000',
    );
    expect(sms).toEqual({
      subject: '',
      text: '123456 is uw code voor Alpha Staffing. Hij verloopt over 10 minuten.',
      html: undefined,
    });
  });
});

describe('a tenant’s mail texts (its messages/<locale>.json, ids mail.*)', () => {
  let server: TestServer;
  let tenants: ReturnType<typeof tenantsDir>;
  const write = (locale: string, messages: Record<string, string>) => {
    mkdirSync(join(tenants.dir, 'alpha', 'messages'), { recursive: true });
    writeFileSync(join(tenants.dir, 'alpha', 'messages', `${locale}.json`), JSON.stringify(messages));
  };
  const reload = () => server.server.context.tenants.reload(server.server.app.log, new Set(['alpha']));
  const registered = async (email: string, locale: string) => {
    expect((await server.call('register', { body: registration(email, locale) })).status).toBe(201);
    expect(await server.server.context.jobs.settled()).toBe(true);
    return (await server.outbox()).find((m) => m.to === email)!;
  };
  const activation = (locale: string) =>
    renderMessage(
      {
        tenant: server.server.context.tenants.get('alpha')!,
        kind: 'activation',
        locale,
        channel: 'email',
        to: 'x@example.com',
        link: 'http://alpha.test/x',
      },
      'http://alpha.test:3000',
    );

  beforeAll(async () => {
    tenants = tenantsDir({});
    write('de', { 'mail.activation.subject': 'Willkommen bei {client}: Konto aktivieren', 'footer.copyright': '©' });
    write('en', { 'mail.footer': 'Alpha Staffing Ltd, 1 Example Street, sends this email to members of {client}.' });
    server = await startTestServer({ env: { TENANTS_DIR: tenants.dir } });
  });
  afterAll(async () => {
    await server?.close();
    tenants?.remove();
  });

  it('override the shipped texts in their locale, English ones where a locale has no text', async () => {
    const german = await registered('override-de@example.com', 'de');
    expect(german.subject).toBe('Willkommen bei Alpha Staffing: Konto aktivieren');
    expect(german.text).toMatch(/^Hallo Ada,/);
    // German ships a footer: the tenant's English footer does not replace it.
    expect(german.text).toContain('Sie erhalten diese E-Mail wegen Ihres Kontos bei Alpha Staffing.');
    const english = await registered('override-en@example.com', 'en');
    expect(english.subject).toBe('Activate your Alpha Staffing account');
    expect(english.text).toContain(
      'Alpha Staffing Ltd, 1 Example Street, sends this email to members of Alpha Staffing.',
    );
    expect(english.html).toContain(
      'Alpha Staffing Ltd, 1 Example Street, sends this email to members of Alpha Staffing.',
    );
    expect(activation('de-CH').subject).toBe('Willkommen bei Alpha Staffing: Konto aktivieren');
  });

  it('are read again when the tenant is', async () => {
    write('de', { 'mail.activation.subject': 'Ihr Konto bei {client} wartet' });
    reload();
    expect((await registered('override-de2@example.com', 'de')).subject).toBe('Ihr Konto bei Alpha Staffing wartet');
  });

  it('give Ukrainian recipients Ukrainian texts where the tenant writes them (else English), and refuse what cannot be sent', () => {
    expect(activation('uk').subject).toBe('Activate your Alpha Staffing account');
    write('uk', {
      'mail.activation.subject': 'Активуйте обліковий запис {client}',
      // Refused (the activation mail gives no {job}, no <b> tag): the shipped text stays.
      'mail.activation.action': 'Активувати {job}',
      'mail.activation.body.2': '<b>Посилання</b> дійсне 7 днів.',
    });
    reload();
    const uk = activation('uk');
    expect(uk.subject).toBe('Активуйте обліковий запис Alpha Staffing');
    expect(uk.html).toContain('<html lang="uk">');
    expect(uk.html).toContain('>Activate account</a>');
    expect(uk.text).toContain('The link is valid for 7 days.');
    expect(activation('en').subject).toBe('Activate your Alpha Staffing account');
  });
});
