// The SMS form rules (spec 5): the same texts as the login form.
import { isMobile } from '@/core/validate'
import type { FormRule } from '@/core/validate'

export const MOBILE_RULES: FormRule<string>[] = [
  { required: true, message: '请输入手机号' },
  { validator: isMobile, message: '请输入正确的11位手机号' },
]

export const CODE_RULES: FormRule<string>[] = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '验证码为6位数字' },
]
