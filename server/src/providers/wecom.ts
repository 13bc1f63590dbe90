/** WeCom (企业微信) group robot: posts markdown to `${base}/cgi-bin/webhook/send?key=…`. */
import { fetchJson } from '../core/http.js';

export class WecomRobot {
  constructor(
    private readonly base: string,
    private readonly key: string,
  ) {}

  async sendMarkdown(content: string): Promise<void> {
    const url = `${this.base}/cgi-bin/webhook/send?key=${encodeURIComponent(this.key)}`;
    const answer = await fetchJson<{ errcode?: number; errmsg?: string }>(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msgtype: 'markdown', markdown: { content } }),
    });
    if (answer.errcode) throw new Error(`WeCom robot errcode ${answer.errcode}: ${answer.errmsg ?? ''}`);
  }
}
