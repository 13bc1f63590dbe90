/** Small JSON-over-HTTP helper for providers (global fetch, timeout, typed failures). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface HttpRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export async function fetchJson<T>(url: string, request: HttpRequest = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? 10_000),
    });
  } catch (err) {
    throw new UpstreamError(`request to ${new URL(url).host} failed: ${(err as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new UpstreamError(`${new URL(url).host} answered HTTP ${response.status}`, response.status);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new UpstreamError(`${new URL(url).host} answered non-JSON`, response.status);
  }
}
