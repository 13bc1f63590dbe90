/**
 * Mainland resident ID-card numbers (GB 11643-1999): 17 digits, the last character a checksum.
 * The client mirror of server/src/core/idcard.ts (keep them identical) for on-blur checks:
 * digits 7–14 are the birth date YYYYMMDD, the check character is
 * CHECK_CHARS[Σ digit_i × WEIGHTS[i] mod 11].
 */

export const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
export const ID_CARD_CHECK_CHARS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const

/** 17 digits and a digit or X (either case); the shape only, not the checksum. */
export const ID_CARD_PATTERN = '^[1-9]\\d{16}[\\dXx]$'

/** The server's wording (docs/API.md "Credentials"). */
export const ID_CARD_REQUIRED_MESSAGE = '请输入身份证号'
export const ID_CARD_INVALID_MESSAGE = '请输入正确的身份证号'

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i]
  return ID_CARD_CHECK_CHARS[sum % 11]
}

/** The birth date (YYYYMMDD) is a real calendar day between 1900-01-01 and `today`. */
function validBirthDate(digits: string, today: Date): boolean {
  const year = Number(digits.slice(0, 4))
  const month = Number(digits.slice(4, 6))
  const day = Number(digits.slice(6, 8))
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false
  return year >= 1900 && date.getTime() <= today.getTime()
}

/** True for a well-formed number with a valid birth date and check character. */
export function isValidIdCard(value: string, today: Date = new Date()): boolean {
  if (!new RegExp(ID_CARD_PATTERN).test(value)) return false
  if (!validBirthDate(value.slice(6, 14), today)) return false
  return idCardCheckChar(value.slice(0, 17)) === value[17].toUpperCase()
}

/** The upper-case form the server keeps (a trailing x becomes X). */
export function normalizeIdCard(value: string): string {
  return value.toUpperCase()
}

/** While typing: keeps digits and X (either case), at most 18 characters; the rule checks the rest. */
export function cleanIdCardInput(value: string): string {
  return value.replace(/[^\dXx]/g, '').slice(0, 18)
}
