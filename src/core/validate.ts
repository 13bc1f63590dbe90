// Input checks and a small form rule engine (spec 5).

/** Mainland mobile: 11 digits, 1 then 3–9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value)
}

/** Landline: starts with 0, area code of 3–4 digits, optional dash, 7–8 digits (10–12 digits). */
export function isLandline(value: string): boolean {
  return /^0\d{2,3}-?\d{7,8}$/.test(value)
}

export function isPhone(value: string): boolean {
  return isMobile(value) || isLandline(value)
}

/** An optionally negative integer or decimal written with digits only. */
export function isNumericString(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value)
}

/** Cuts text to `max` characters (emoji and other astral characters count as one). */
export function cutToMaxLength(value: string, max: number): string {
  if (max < 0) return value
  const chars = Array.from(value)
  return chars.length > max ? chars.slice(0, max).join('') : value
}

export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** Keeps digits, the first dot and a leading minus: for number fields. */
export function stripNonNumber(value: string): string {
  const negative = value.trimStart().startsWith('-')
  const kept = value.replace(/[^\d.]/g, '')
  const dot = kept.indexOf('.')
  const number = dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '')
  return (negative ? '-' : '') + number
}

export type RuleTrigger = 'blur' | 'change' | 'submit'

export interface FormRule<V = unknown> {
  required?: boolean
  pattern?: RegExp
  /** Returns false or a message when the value is wrong; a message replaces `message`. */
  validator?: (value: V) => boolean | string | undefined
  message: string
  /** When the rule runs besides submit; 'blur' by default. */
  trigger?: RuleTrigger | RuleTrigger[]
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

function runsOn(rule: FormRule<never>, trigger: RuleTrigger): boolean {
  if (trigger === 'submit') return true
  const triggers = rule.trigger === undefined ? ['blur'] : Array.isArray(rule.trigger) ? rule.trigger : [rule.trigger]
  return triggers.includes(trigger)
}

/**
 * First failing rule's message, or undefined. The trigger is 'blur' by default, which runs every
 * rule without an explicit trigger; 'submit' runs all rules. Rules other than `required` skip an
 * empty value.
 */
export function validateField<V>(value: V, rules: FormRule<V>[], trigger: RuleTrigger = 'blur'): string | undefined {
  for (const rule of rules) {
    if (!runsOn(rule as FormRule<never>, trigger)) continue
    const blank = isBlank(value)
    if (rule.required && blank) return rule.message
    if (blank) continue
    if (rule.pattern && !rule.pattern.test(String(value))) return rule.message
    if (rule.validator) {
      const result = rule.validator(value)
      if (result === false) return rule.message
      if (typeof result === 'string' && result) return result
    }
  }
  return undefined
}

/** Validates a whole form on submit: field → first message; empty object when all pass. */
export function validateForm<T extends Record<string, unknown>>(
  values: T,
  rules: Partial<Record<keyof T, FormRule<never>[]>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {}
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const message = validateField(values[key] as never, rules[key] ?? [], 'submit')
    if (message) errors[key] = message
  }
  return errors
}
