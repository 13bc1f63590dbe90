/** A fake WeCom group robot: `POST /cgi-bin/webhook/send?key=…`, answers `{errcode, errmsg}`. */
import { FakeServer } from './http.js';

export class FakeWecomRobot {
  readonly messages: Array<{ msgtype: string; markdown?: { content: string } }> = [];
  /** When set, the robot answers HTTP 500 (to test a failed relay). */
  broken = false;
  readonly server: FakeServer;

  constructor(readonly key: string) {
    this.server = new FakeServer((r) => {
      if (this.broken) return { status: 500, json: { errcode: -1, errmsg: 'system busy' } };
      if (r.method !== 'POST' || r.path !== '/cgi-bin/webhook/send') return { status: 404, json: {} };
      if (r.query.get('key') !== this.key) return { json: { errcode: 93000, errmsg: 'invalid webhook url' } };
      this.messages.push(JSON.parse(r.body));
      return { json: { errcode: 0, errmsg: 'ok' } };
    });
  }

  async start(): Promise<this> {
    await this.server.start();
    return this;
  }

  get base(): string {
    return this.server.base;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}
