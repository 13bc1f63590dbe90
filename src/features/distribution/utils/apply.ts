// The application form's checks, the same as the server's (schemas.ts ApplyBodySchema), so most
// mistakes are said under the field before anything is sent; the server's refusal still shows.
import { isMobile } from '@/core/validate'
import { REAL_NAME_MAX, REAL_NAME_MIN, REASON_MAX } from '@/features/distribution/api/distribution'

export interface ApplyDraft {
  realName: string
  mobile: string
  reason: string
}

export type ApplyField = keyof ApplyDraft

const NAME = /^[\u4e00-\u9fa5A-Za-z·. ]+$/

export function checkField(field: ApplyField, draft: ApplyDraft): string {
  const value = draft[field].trim()
  switch (field) {
    case 'realName': {
      if (!value) return '请填写真实姓名'
      const n = Array.from(value).length
      if (n < REAL_NAME_MIN || n > REAL_NAME_MAX || !NAME.test(value)) return `请填写${REAL_NAME_MIN}到${REAL_NAME_MAX}个字的真实姓名（中文或英文）`
      return ''
    }
    case 'mobile':
      if (!value) return '请填写手机号'
      return isMobile(value) ? '' : '请填写正确的11位手机号'
    case 'reason':
      if (!value) return '请填写申请理由'
      return Array.from(value).length > REASON_MAX ? `申请理由最多${REASON_MAX}个字` : ''
  }
}

/** Every field's message ('' when fine). */
export function checkDraft(draft: ApplyDraft): Record<ApplyField, string> {
  return { realName: checkField('realName', draft), mobile: checkField('mobile', draft), reason: checkField('reason', draft) }
}

export const hasErrors = (errors: Record<ApplyField, string>) => Object.values(errors).some(Boolean)

/** The body of POST /distribution/apply: trimmed, with the agreement version read. */
export function applyBody(draft: ApplyDraft, agreementVersion: number) {
  return { realName: draft.realName.trim(), mobile: draft.mobile.trim(), reason: draft.reason.trim(), agreementVersion }
}
