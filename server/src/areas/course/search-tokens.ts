/**
 * The one tokenizer of course search, used both to index and to query, so the two always agree.
 * Chinese has no spaces: a run of Han characters becomes its overlapping bigrams (焦虑症 →
 * 焦虑 虑症) plus, when indexing, its single characters (so a 1-character query finds
 * something). Other letters and digits form lowercased words. The database never tokenizes
 * Chinese itself: SQLite's FTS5 (unicode61) sees space-separated tokens, PostgreSQL gets the
 * lexemes as arrays.
 */
const HAN_RUN = /(\p{Script=Han}+)/u;
const HAN = /^\p{Script=Han}+$/u;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

function pieces(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(HAN_RUN)
    .flatMap((part) => (HAN.test(part) ? [part] : part.split(NOT_WORD)))
    .filter((part) => part.length > 0);
}

function bigrams(run: string): string[] {
  const chars = [...run];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** Index tokens of one field (duplicates kept: term frequency counts in ranking). */
export function indexTokens(text: string): string[] {
  return pieces(text).flatMap((part) => (HAN.test(part) ? [...[...part], ...bigrams(part)] : [part]));
}

/** Query tokens: every one must be present. A 1-character Han run is searched as itself. */
export function queryTokens(query: string): string[] {
  const tokens = pieces(query).flatMap((part) => {
    if (!HAN.test(part)) return [part];
    return [...part].length === 1 ? [part] : bigrams(part);
  });
  return [...new Set(tokens)];
}
