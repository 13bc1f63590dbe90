// The application form's checks, the same as the server's, said under each field.
import { applyBody, checkDraft, checkField, hasErrors } from '@/features/distribution/utils/apply'

const good = { realName: '林青', mobile: '13912345678', reason: '在读书群里分享好课' }

test('a complete draft passes and is sent trimmed with the version read', () => {
  expect(checkDraft(good)).toEqual({ realName: '', mobile: '', reason: '' })
  expect(hasErrors(checkDraft(good))).toBe(false)
  expect(applyBody({ realName: ' 林青 ', mobile: '13912345678 ', reason: ' 分享 ' }, 3)).toEqual({ realName: '林青', mobile: '13912345678', reason: '分享', agreementVersion: 3 })
})

test('each field says what is wrong', () => {
  expect(checkDraft({ realName: '', mobile: '', reason: '  ' })).toEqual({ realName: '请填写真实姓名', mobile: '请填写手机号', reason: '请填写申请理由' })
  expect(checkField('realName', { ...good, realName: '林' })).toBe('请填写2到20个字的真实姓名（中文或英文）')
  expect(checkField('realName', { ...good, realName: '林青123' })).toBe('请填写2到20个字的真实姓名（中文或英文）')
  expect(checkField('realName', { ...good, realName: 'Anna Lee' })).toBe('')
  expect(checkField('realName', { ...good, realName: '阿卜杜·热合曼' })).toBe('')
  expect(checkField('mobile', { ...good, mobile: '12912345678' })).toBe('请填写正确的11位手机号')
  expect(checkField('reason', { ...good, reason: '好'.repeat(201) })).toBe('申请理由最多200个字')
  expect(checkField('reason', { ...good, reason: '好'.repeat(200) })).toBe('')
  expect(hasErrors(checkDraft({ ...good, mobile: '139' }))).toBe(true)
})
