// The sign-up form's rules (spec 5: checked on blur, all again on submit), with the server's
// wording (docs/API.md "Credentials"); the ID number with the same checksum rule as the server.
import { ID_CARD_INVALID_MESSAGE, ID_CARD_REQUIRED_MESSAGE, isValidIdCard } from '@/core/idcard'
import { isMobile } from '@/core/validate'
import type { FormRule } from '@/core/validate'

export type SignupField = 'name' | 'mobile' | 'idCard' | 'education'

export const SIGNUP_FIELDS: SignupField[] = ['name', 'mobile', 'idCard', 'education']

/** 2–20 Chinese or Latin letters, `·` and inner spaces (the server's pattern, after trimming). */
export const NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z·][\u4e00-\u9fa5A-Za-z· ]{0,18}[\u4e00-\u9fa5A-Za-z·]$/
export const NAME_MAX = 20

export const SIGNUP_RULES: Record<SignupField, FormRule<string>[]> = {
  name: [
    { required: true, message: '请输入姓名' },
    { validator: (v) => NAME_PATTERN.test(v.trim()), message: '请输入2到20个字的中文或英文姓名' },
  ],
  mobile: [
    { required: true, message: '请输入手机号' },
    { validator: isMobile, message: '请输入正确的手机号' },
  ],
  idCard: [
    { required: true, message: ID_CARD_REQUIRED_MESSAGE },
    { validator: (v) => isValidIdCard(v.trim()), message: ID_CARD_INVALID_MESSAGE },
  ],
  education: [{ required: true, message: '请选择学历' }],
}

/**
 * The field a refusal's message is about (state 4001 names the field: 请输入正确的身份证号, …),
 * so it shows under that field too; undefined when it names none.
 */
export function fieldOfMessage(message: string): SignupField | undefined {
  if (message.includes('身份证')) return 'idCard'
  if (message.includes('手机号')) return 'mobile'
  if (message.includes('姓名')) return 'name'
  if (message.includes('学历')) return 'education'
  return undefined
}

/** A mobile to prefill: only a whole one (the profile's is masked, e.g. 138****0000). */
export function prefillMobile(...candidates: (string | undefined | null)[]): string {
  return candidates.find((m): m is string => !!m && isMobile(m)) ?? ''
}
