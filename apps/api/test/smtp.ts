// A mail server on 127.0.0.1 that a test controls (smtp-server, the library nodemailer's author
// keeps): it answers each message as the test says — takes it, refuses it with a code, or holds the
// answer back (a server that took the data and never answers) — can keep a connection without a
// greeting, and can stop and come back on the same port (a mail server that is down).
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** How the server answers one message: take it, refuse it (a 4xx says "try again later"). */
export type SmtpAnswer = 'accept' | { readonly code: number; readonly text: string };

/** One message the server received (its data, up to the final dot). */
export interface SmtpDelivery {
  /** Which message this is, from 1. */
  readonly attempt: number;
  readonly at: number;
  readonly to: readonly string[];
  /** The message's `Message-ID` header. */
  readonly messageId: string | undefined;
  /** How it was answered; `pending` while the answer is held back. */
  outcome: 'pending' | 'accepted' | 'refused';
}

export interface TestSmtp {
  readonly url: string;
  readonly port: number;
  readonly deliveries: readonly SmtpDelivery[];
  /** Connections opened so far (those left without a greeting included). */
  readonly connections: number;
  /** Resolves with the first delivery (past or future) that `match` accepts. */
  delivery(match: (delivery: SmtpDelivery) => boolean): Promise<SmtpDelivery>;
  /** The messages to `to` the server took. */
  accepted(to: string): SmtpDelivery[];
  /** Stops listening and drops every connection (a mail server that went down); `start` brings it back. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface TestSmtpOptions {
  /** The port to listen on (default: a free one). */
  readonly port?: number;
  /**
   * The answer to the `attempt`-th message (from 1); a promise holds it back until it settles (one
   * that never settles: a server that never answers). Default: take every message.
   */
  readonly answer?: (attempt: number, delivery: SmtpDelivery) => SmtpAnswer | Promise<SmtpAnswer>;
  /** Whether the `connection`-th connection (from 1) gets a greeting (default: every one). */
  readonly greet?: (connection: number) => boolean;
}

export async function testSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const deliveries: SmtpDelivery[] = [];
  const waiters: { match: (delivery: SmtpDelivery) => boolean; resolve: (delivery: SmtpDelivery) => void }[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let port = options.port ?? 0;

  const notify = () => {
    for (const waiter of [...waiters]) {
      const found = deliveries.find(waiter.match);
      if (found) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  };

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      // Held answers are dropped with the connections when the test stops the server.
      closeTimeout: 1,
      onConnect(_session, callback) {
        connections += 1;
        // Without the callback the server never greets: the client waits for a greeting.
        if (options.greet?.(connections) ?? true) callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const data = Buffer.concat(chunks).toString('utf8');
          const delivery: SmtpDelivery = {
            attempt: deliveries.length + 1,
            at: Date.now(),
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: /^Message-ID:\s*(\S+)/im.exec(data)?.[1],
            outcome: 'pending',
          };
          deliveries.push(delivery);
          notify();
          void Promise.resolve(options.answer?.(delivery.attempt, delivery) ?? 'accept').then((answer) => {
            delivery.outcome = answer === 'accept' ? 'accepted' : 'refused';
            notify();
            if (answer === 'accept') callback();
            else callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
          });
        });
      },
    });

  let smtp: SMTPServer | undefined;
  const start = async () => {
    smtp = create();
    smtp.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      smtp!.server.once('error', reject);
      smtp!.listen(port, '127.0.0.1', resolve);
    });
    port = (smtp.server.address() as AddressInfo).port;
  };
  await start();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    deliveries,
    get connections() {
      return connections;
    },
    delivery(match) {
      return new Promise((resolve) => {
        waiters.push({ match, resolve });
        notify();
      });
    },
    accepted(to) {
      return deliveries.filter((d) => d.outcome === 'accepted' && d.to.includes(to));
    },
    async stop() {
      const closing = smtp;
      if (!closing) return;
      smtp = undefined;
      const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start,
  };
}
