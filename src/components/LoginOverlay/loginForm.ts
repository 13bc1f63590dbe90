// Pure rules of the login form (spec 5): field checks, input clean-up and button labels.
import { CODE_COUNTDOWN_SECONDS } from '@/core/config'
import { ApiError } from '@/core/request/errors'
import { QUIET_STATES, STATE_NOT_LOGGED_IN } from '@/core/request/envelope'
import { cutToMaxLength, isMobile, stripNonDigits, validateField } from '@/core/validate'
import type { FormRule } from '@/core/validate'

export const MOBILE_MAX = 11
export const CODE_MAX = 6

export const TEXT = {
  mobileEmpty: '请输入手机号',
  mobileInvalid: '请输入正确的手机号',
  codeEmpty: '请输入验证码',
  codeSent: '验证码已发送',
  loggedIn: '登录成功',
  getCode: '获取验证码',
  sending: '发送中…',
} as const

const MOBILE_RULES: FormRule<string>[] = [
  { required: true, message: TEXT.mobileEmpty },
  { validator: isMobile, message: TEXT.mobileInvalid },
]
const CODE_RULES: FormRule<string>[] = [{ required: true, message: TEXT.codeEmpty }]

/** The toast for a wrong mobile, or undefined. */
export function checkMobile(mobile: string): string | undefined {
  return validateField(mobile, MOBILE_RULES, 'submit')
}

/** The toast for the first wrong field of the whole form, or undefined. */
export function checkLoginForm({ mobile, code }: { mobile: string; code: string }): string | undefined {
  return checkMobile(mobile) ?? validateField(code, CODE_RULES, 'submit')
}

export function cleanMobile(text: string): string {
  return cutToMaxLength(stripNonDigits(text), MOBILE_MAX)
}

export function cleanCode(text: string): string {
  return cutToMaxLength(stripNonDigits(text), CODE_MAX)
}

/** Label of the get-code button: countdown while waiting, then back to 获取验证码. */
export function codeButtonLabel(secondsLeft: number, sending: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft}s后重新获取`
  return sending ? TEXT.sending : TEXT.getCode
}

export const COUNTDOWN_SECONDS = CODE_COUNTDOWN_SECONDS

/**
 * Whether the request client already showed this failure: it toasts business errors with a message
 * (except the quiet states) and opens the login view on -1. Everything else is for the form to say.
 */
export function alreadyShown(e: unknown): boolean {
  if (!(e instanceof ApiError) || e.kind !== 'business') return false
  if (e.state === STATE_NOT_LOGGED_IN) return true
  return !QUIET_STATES.includes(e.state) && !!e.message
}
