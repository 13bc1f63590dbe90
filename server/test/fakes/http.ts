/** A tiny local HTTP server for fakes of upstream services. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON unless `body` is given. */
  json: unknown;
  /** The exact body text (e.g. when a signature covers it; '' for none). */
  body?: string;
  /** A binary body (an image), sent as is with `headers`' Content-Type. */
  bytes?: Buffer;
  headers?: Record<string, string>;
}

export class FakeServer {
  readonly requests: FakeRequest[] = [];
  private server?: http.Server;
  base = '';

  constructor(private readonly handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const request: FakeRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(request);
        try {
          const answer = await this.handle(request);
          const text = answer.bytes ?? answer.body ?? JSON.stringify(answer.json);
          res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers });
          res.end(text);
        } catch (err) {
          res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end(String(err));
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  count(path: string): number {
    return this.requests.filter((r) => r.path === path).length;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
