// Which addresses the in-app browser page may show.

export type WebUrlCheck = { ok: true; url: string } | { ok: false; reason: string }

/** Only complete https addresses: anything else could be a downgrade or a script URL. */
export function checkWebUrl(raw: string | undefined): WebUrlCheck {
  const url = (raw || '').trim()
  if (!url) return { ok: false, reason: '链接地址缺失，无法打开页面' }
  if (!/^https:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(url)) {
    return { ok: false, reason: '为了你的账号安全，这里只能打开以 https:// 开头的网页链接' }
  }
  return { ok: true, url }
}
