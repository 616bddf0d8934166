/**
 * A stand-in for Graph's sized photos in front of the Microsoft identity fake, which answers only
 * `/photo/$value`: `/users/{id}/photos/240x240/$value` is served from the fake's `/photo/$value`
 * (same token, same status, same bytes) and every other request is relayed as it is. Point
 * MICROSOFT_GRAPH_URL at `url`. Remove once the fake serves `/photos/{size}/$value` itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const SIZED_PHOTO = /^(\/v1\.0\/(?:me|users\/[^/]+))\/photos\/\d+x\d+\/(?:\$|%24)value$/;
const RELAYED_HEADERS = ['authorization', 'prefer', 'content-type'];
const ANSWER_HEADERS = ['content-type', 'retry-after', 'preference-applied'];

/** Starts the proxy for the fake's Graph at `graphUrl`. */
export async function startSizedPhotoProxy(graphUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    const sized = SIZED_PHOTO.exec(url.pathname);
    const path = sized ? `${sized[1]}/photo/$value` : `${url.pathname}${url.search}`;
    const headers: Record<string, string> = {};
    for (const name of RELAYED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await fetch(`${graphUrl}${path}`, {
      method: request.method,
      headers,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    });
    const out: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) out[name] = value;
    }
    response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
