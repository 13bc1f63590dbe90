// Data attributes passed to a shared component as `{ 'reply-to': 3 }`, spread on its element as
// `data-reply-to="3"` (tests and the docs read them).
export type Dataset = Record<string, string | number>

export function dataAttributes(dataset: Dataset = {}): Record<string, string | number> {
  return Object.fromEntries(Object.entries(dataset).map(([key, value]) => [`data-${key}`, value]))
}
