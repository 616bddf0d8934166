/**
 * A local SMTP sink for benchmarks, run as a child process (`fork`) so receiving mail does not
 * share the measured server's event loop. It counts messages and answers { count, firstAt, lastAt }
 * (epoch ms) to every 'stats' message from its parent; it prints its port first.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let count = 0;
let firstAt = 0;
let lastAt = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      const now = Date.now();
      count++;
      if (firstAt === 0) firstAt = now;
      lastAt = now;
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address() as AddressInfo;
  process.send?.({ port });
});

process.on('message', (message) => {
  if (message === 'stats') process.send?.({ count, firstAt, lastAt });
  if (message === 'stop') server.close(() => process.exit(0));
});
