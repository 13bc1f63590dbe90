// Address helpers without the URL class (absent in the mini-program): query reading, cleaning, share links.
import { SHARE_DROP_KEYS } from '@/core/config'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'

interface SplitUrl {
  /** Everything before `?` / `#`. */
  base: string
  /** Query without `?`. */
  query: string
  /** Hash without `#`, or null when there is none. */
  hash: string | null
}

function splitUrl(url: string): SplitUrl {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : null
  const queryAt = beforeHash.indexOf('?')
  return {
    base: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '',
    hash,
  }
}

function joinUrl({ base, query, hash }: SplitUrl): string {
  return `${base}${query ? `?${query}` : ''}${hash !== null ? `#${hash}` : ''}`
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** Value of `name` in a query string (with or without the leading `?`); '' when absent. */
export function readQueryParam(search: string, name: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search
  for (const pair of query.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = decode(eq >= 0 ? pair.slice(0, eq) : pair)
    if (key === name) return decode(eq >= 0 ? pair.slice(eq + 1) : '')
  }
  return ''
}

function dropFromQuery(query: string, keys: readonly string[]): string {
  return query
    .split('&')
    .filter((pair) => {
      if (!pair) return false
      const eq = pair.indexOf('=')
      return !keys.includes(decode(eq >= 0 ? pair.slice(0, eq) : pair))
    })
    .join('&')
}

function dropFromHash(hash: string, keys: readonly string[]): string {
  const q = hash.indexOf('?')
  if (q < 0) return hash
  const rest = dropFromQuery(hash.slice(q + 1), keys)
  return rest ? `${hash.slice(0, q)}?${rest}` : hash.slice(0, q)
}

/** Removes the given parameters from the query and from a hash route's query. */
export function removeQueryParams(url: string, keys: readonly string[]): string {
  const parts = splitUrl(url)
  return joinUrl({
    base: parts.base,
    query: dropFromQuery(parts.query, keys),
    hash: parts.hash === null ? null : dropFromHash(parts.hash, keys),
  })
}

function appendParam(query: string, key: string, value: string): string {
  const pair = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
  return query ? `${query}&${pair}` : pair
}

function forceHttps(url: string): string {
  if (/^https:\/\//i.test(url)) return url
  if (/^http:\/\//i.test(url)) return `https://${url.slice(7)}`
  if (url.startsWith('//')) return `https:${url}`
  // In the mini-program a path like `/pages/x/index?a=1` is a page path, not part of a web address.
  if (url.startsWith('/') && process.env.TARO_ENV !== 'weapp' && typeof location !== 'undefined' && location.host) {
    return `https://${location.host}${url}`
  }
  return url
}

/**
 * Share link (spec 5): drops login and channel parameters and any inviteCode (also inside a
 * `#/route?…`), adds the sharer's own invitation code, forces https. The code goes where the
 * route reads it: into the hash query for hash routes, else into the query.
 */
export function buildShareLink(url: string, invitationCode?: string): string {
  const cleaned = splitUrl(removeQueryParams(forceHttps(url), SHARE_DROP_KEYS))
  const code = invitationCode ?? sessionStore.get(userInfoAtom)?.invitationCode ?? ''
  if (code) {
    if (cleaned.hash !== null && cleaned.hash.startsWith('/')) {
      const q = cleaned.hash.indexOf('?')
      const path = q >= 0 ? cleaned.hash.slice(0, q) : cleaned.hash
      const query = q >= 0 ? cleaned.hash.slice(q + 1) : ''
      cleaned.hash = `${path}?${appendParam(query, 'inviteCode', code)}`
    } else {
      cleaned.query = appendParam(cleaned.query, 'inviteCode', code)
    }
  }
  return joinUrl(cleaned)
}
