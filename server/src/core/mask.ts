/** Masks for anything that reaches a log line or a client that does not own the value. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function maskSecret(value: string): string {
  return value.length > 8 ? `${value.slice(0, 4)}…(${value.length})` : '…';
}

/** The path of a URL without its query string (queries may carry mobiles, codes, tickets). */
export function pathOnly(url: string): string {
  const cut = url.indexOf('?');
  return cut === -1 ? url : url.slice(0, cut);
}
