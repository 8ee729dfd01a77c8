// The PostgreSQL wire protocol in front of one PGlite instance, so the API reaches the embedded
// database with the same driver (`pg`) and the same code path as a real PostgreSQL server.
//
// PGlite is one backend session, so several client connections must take turns. The unit of a
// turn matters: a transaction (BEGIN … COMMIT) and an extended-protocol query (Parse, Bind,
// Execute … up to Sync) must both run without another connection's messages in between, or one
// client would see another's transaction or bind to another's unnamed statement. A connection
// therefore owns the session from its first message until PGlite answers a Sync or a simple Query
// with ReadyForQuery outside a transaction block; the others wait in arrival order. (That is the
// one thing @electric-sql/pglite-socket's multiplexer does not do: it hands the session over
// between the messages of an extended query, which breaks concurrent parameterised queries.)
import type { PGlite } from '@electric-sql/pglite';
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';

/** Protocol codes of the untyped first messages (PostgreSQL's pqcomm.h). */
const PROTOCOL_V3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

/** Frontend message types that end a turn when the session is idle afterwards. */
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/** A complete frontend message. */
interface Message {
  readonly bytes: Buffer;
  /** The message type byte, or 'startup' for the untyped startup message. */
  readonly type: number | 'startup';
}

/** One client connection. */
interface Connection {
  readonly socket: Socket;
  /** Bytes received and not yet framed into messages. */
  buffer: Buffer;
  /** Complete messages waiting for this connection's turn. */
  readonly messages: Message[];
  /** Whether the startup message was framed (until then messages have no type byte). */
  startupSeen: boolean;
  closed: boolean;
}

/** A running wire-protocol server. */
export interface WireServer {
  readonly server: Server;
  /** Stops accepting, closes every connection (rolling back an open transaction) and waits for the session to be idle. */
  close(): Promise<void>;
}

/** Serves `db` over the PostgreSQL protocol on a `net.Server` (listen on it yourself). */
export function createWireServer(db: PGlite): WireServer {
  const connections = new Set<Connection>();
  /** Connections with messages to run, in arrival order (each at most once). */
  const waiting: Connection[] = [];
  /** The connection whose turn it is, if any. */
  let owner: Connection | undefined;
  let pumping: Promise<void> | undefined;

  /** Whether the pump has something to do. */
  const runnable = () => (owner ? owner.messages.length > 0 || owner.closed : waiting.length > 0);

  const kick = () => {
    if (pumping) return;
    pumping = pump().finally(() => {
      pumping = undefined;
      // Messages that arrived while the last turn was finishing.
      if (runnable()) kick();
    });
  };

  const enqueue = (connection: Connection) => {
    if (connection !== owner && !connection.closed && !waiting.includes(connection)) waiting.push(connection);
    kick();
  };

  async function pump(): Promise<void> {
    for (;;) {
      if (!owner) {
        owner = waiting.shift();
        if (!owner) return;
      }
      const connection = owner;
      const message = connection.messages.shift();
      if (!message) {
        // A connection gone mid-turn is rolled back and the session handed on.
        if (connection.closed) {
          await release(connection);
          continue;
        }
        // The owner is inside a transaction or between Parse and Sync: nobody else may run until it
        // sends more (its data handler kicks the pump) or goes away.
        return;
      }
      await run(connection, message);
      // Pipelined messages of a connection whose turn ended queue up again behind the others.
      if (owner !== connection && connection.messages.length > 0 && !connection.closed) enqueue(connection);
      // Let socket reads and writes happen between messages.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Runs one message of the owner and decides whether its turn ends. */
  async function run(connection: Connection, message: Message): Promise<void> {
    if (message.type === TERMINATE) {
      connection.closed = true;
      connection.socket.end();
      await release(connection);
      return;
    }
    const endsTurn = message.type === 'startup' || message.type === SYNC || message.type === QUERY;
    const out: Uint8Array[] = [];
    try {
      const { bytes } = message;
      await db.execProtocolRawStream(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        // Flushing the data directory after every message of an extended query would multiply the
        // writes; once per completed statement is what a server's commit does.
        syncToFs: endsTurn,
        onRawData: (chunk) => out.push(chunk.slice()),
      });
    } catch (error) {
      // PGlite answers SQL errors in the protocol; a throw here means the session itself failed.
      connection.closed = true;
      connection.socket.destroy(error as Error);
      await release(connection);
      return;
    }
    if (!connection.closed && out.length > 0) connection.socket.write(Buffer.concat(out));
    if (endsTurn && !db.isInTransaction()) owner = undefined;
  }

  /** Forgets a connection; when it owned the session, rolls back what it left open and hands the session on. */
  async function release(connection: Connection): Promise<void> {
    connections.delete(connection);
    const index = waiting.indexOf(connection);
    if (index >= 0) waiting.splice(index, 1);
    if (owner !== connection) return;
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    owner = undefined;
  }

  /** Splits the received bytes into messages; answers the requests PGlite has no use for. */
  function frame(connection: Connection): void {
    for (;;) {
      const { buffer } = connection;
      if (!connection.startupSeen) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          // No TLS on a private socket: the client goes on in plain text.
          connection.socket.write('N');
          connection.buffer = buffer.subarray(8);
          continue;
        }
        if (code === CANCEL_REQUEST || code !== PROTOCOL_V3 || length < 8 || length > 10_000) {
          // A cancel request (not supported: a statement runs to completion) or garbage.
          connection.socket.destroy();
          return;
        }
        if (buffer.length < length) return;
        connection.messages.push({ bytes: Buffer.from(buffer.subarray(0, length)), type: 'startup' });
        connection.buffer = buffer.subarray(length);
        connection.startupSeen = true;
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (length < 5) {
        connection.socket.destroy();
        return;
      }
      if (buffer.length < length) return;
      connection.messages.push({ bytes: Buffer.from(buffer.subarray(0, length)), type: buffer[0]! });
      connection.buffer = buffer.subarray(length);
    }
  }

  const server = createServer((socket) => {
    socket.setNoDelay(true);
    const connection: Connection = { socket, buffer: Buffer.alloc(0), messages: [], startupSeen: false, closed: false };
    connections.add(connection);
    socket.on('data', (data: Buffer) => {
      connection.buffer = connection.buffer.length === 0 ? data : Buffer.concat([connection.buffer, data]);
      const before = connection.messages.length;
      frame(connection);
      if (connection.messages.length > before) enqueue(connection);
    });
    const gone = () => {
      connection.closed = true;
      connection.messages.length = 0;
      connections.delete(connection);
      const index = waiting.indexOf(connection);
      if (index >= 0) waiting.splice(index, 1);
      // The owner's open transaction is rolled back in the pump, never beside a running statement.
      if (owner === connection) kick();
    };
    socket.on('close', gone);
    socket.on('error', gone);
  });

  return {
    server,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.socket.destroy();
      await closed;
      while (pumping) await pumping;
      if (db.isInTransaction()) await db.exec('ROLLBACK');
    },
  };
}
