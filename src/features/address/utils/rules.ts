// Address form rules (spec 5: checked on blur), with the server's own wording (docs/API.md).
import type { FormRule } from '@/core/validate'

export const NAME_MAX = 20
export const DETAIL_MAX = 120
/** Mainland mobile, or a landline 0xx(x)-xxxxxxx(x) with an optional extension (the server's rule). */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/

export const ADDRESS_RULES = {
  name: [
    { required: true, message: '请填写收货人姓名' },
    { validator: (v: string) => Array.from(v.trim()).length <= NAME_MAX, message: '收货人姓名最多20个字' },
  ] as FormRule<string>[],
  mobile: [
    { required: true, message: '请填写联系电话' },
    { pattern: PHONE_PATTERN, message: '请输入正确的手机号或固定电话' },
  ] as FormRule<string>[],
  region: [{ required: true, message: '请选择所在地区' }] as FormRule<string>[],
  detail: [
    { required: true, message: '请填写详细地址' },
    { validator: (v: string) => Array.from(v.trim()).length <= DETAIL_MAX, message: '详细地址最多120个字' },
  ] as FormRule<string>[],
}

/** Phone fields keep digits and dashes only. */
export function cleanPhone(value: string): string {
  return value.replace(/[^\d-]/g, '')
}
