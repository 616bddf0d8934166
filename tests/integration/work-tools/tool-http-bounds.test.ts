/**
 * A tool's answer is read only up to its bound, however it is sent: a chunked answer (no
 * Content-Length) that never ends, or one far past the bound, is refused as the tool being
 * unavailable without being held in memory; a small chunked JSON answer is read whole.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, toolFetch } from '../../../bot/domain/work-tools/tool-http.ts';
import { ToolUnavailableError } from '../../../bot/domain/work-tools/tool-provider.ts';

let server: Server;
let base: string;
let bytesSent = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    if (request.url === '/small') {
      response.write('{"ok":');
      response.end('true}');
      return;
    }
    // Chunks of 64 KB for as long as the client reads (no Content-Length: chunked).
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!response.destroyed && bytesSent < 4 * MAX_ANSWER_BYTES) {
        bytesSent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('close', () => response.destroy());
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('reads a small chunked answer whole', async () => {
  expect(await toolFetch(`${base}/small`)).toEqual({ ok: true });
});

it('refuses a chunked answer past the bound, and stops reading it', async () => {
  const refusal = await toolFetch(`${base}/endless`).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(ToolUnavailableError);
  expect((refusal as Error).message).toBe('The tool answered too much.');
  // Reading stopped at the bound (plus what was in flight), far before the server's 20 MB.
  expect(bytesSent).toBeLessThan(4 * MAX_ANSWER_BYTES);
});
