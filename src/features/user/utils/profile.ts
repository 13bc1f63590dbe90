// Profile wording shared by the user pages.

export const SIGNATURE_MAX = 60

export const GENDERS = [
  { value: 0, label: '保密' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const

export function genderLabel(gender: number | undefined): string {
  return GENDERS.find((g) => g.value === gender)?.label ?? '保密'
}

/** The server masks mobiles (138****0000); mask again in case an unmasked one ever arrives. */
export function maskMobile(mobile: string | undefined): string {
  if (!mobile) return '未绑定'
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}
