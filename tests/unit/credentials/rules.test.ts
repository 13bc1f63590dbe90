// The sign-up form's rules: the server's messages, on blur and on submit, the ID checksum.
import { validateField, validateForm } from '@/core/validate'
import { fieldOfMessage, prefillMobile, SIGNUP_RULES } from '@/features/credentials/utils/rules'
import { routeName } from '@/features/credentials/utils/programme'

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const withCheck = (first17: string) => first17 + '10X98765432'[first17.split('').reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0) % 11]

test('name: required, then 2–20 Chinese or Latin letters with · and inner spaces', () => {
  expect(validateField('', SIGNUP_RULES.name)).toBe('请输入姓名')
  expect(validateField('   ', SIGNUP_RULES.name)).toBe('请输入姓名')
  expect(validateField('王', SIGNUP_RULES.name)).toBe('请输入2到20个字的中文或英文姓名')
  expect(validateField('王小2', SIGNUP_RULES.name)).toBe('请输入2到20个字的中文或英文姓名')
  expect(validateField('a'.repeat(21), SIGNUP_RULES.name)).toBe('请输入2到20个字的中文或英文姓名')
  for (const ok of ['王小明', '买买提·艾力', 'Anna Lee', ' 李雷 ']) expect(validateField(ok, SIGNUP_RULES.name)).toBeUndefined()
})

test('mobile and education use the login and contract wording', () => {
  expect(validateField('', SIGNUP_RULES.mobile)).toBe('请输入手机号')
  expect(validateField('1380013800', SIGNUP_RULES.mobile)).toBe('请输入正确的手机号')
  expect(validateField('12800138000', SIGNUP_RULES.mobile)).toBe('请输入正确的手机号')
  expect(validateField('13800138000', SIGNUP_RULES.mobile)).toBeUndefined()
  expect(validateField('', SIGNUP_RULES.education)).toBe('请选择学历')
  expect(validateField('本科', SIGNUP_RULES.education)).toBeUndefined()
})

test('ID number: required, then shape, date and checksum on blur', () => {
  const good = withCheck('44030819900101123')
  const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0')
  expect(validateField('', SIGNUP_RULES.idCard)).toBe('请输入身份证号')
  expect(validateField(wrongCheck, SIGNUP_RULES.idCard)).toBe('请输入正确的身份证号')
  expect(validateField(good.slice(0, 17), SIGNUP_RULES.idCard)).toBe('请输入正确的身份证号')
  expect(validateField(withCheck('44030819900231123'), SIGNUP_RULES.idCard)).toBe('请输入正确的身份证号')
  expect(validateField(good, SIGNUP_RULES.idCard)).toBeUndefined()
  expect(validateField('11010519491231002x', SIGNUP_RULES.idCard)).toBeUndefined()
})

test('submit checks every field at once', () => {
  const errors = validateForm({ name: '', mobile: '123', idCard: '11010519491231002X', education: '' }, SIGNUP_RULES)
  expect(errors).toEqual({ name: '请输入姓名', mobile: '请输入正确的手机号', education: '请选择学历' })
})

test('a refusal message finds its field', () => {
  expect(fieldOfMessage('请输入正确的身份证号')).toBe('idCard')
  expect(fieldOfMessage('请输入2到20个字的中文或英文姓名')).toBe('name')
  expect(fieldOfMessage('请输入正确的手机号')).toBe('mobile')
  expect(fieldOfMessage('请选择学历')).toBe('education')
  expect(fieldOfMessage('报名项目不存在')).toBeUndefined()
})

test('only a whole mobile is prefilled; routes follow the programme', () => {
  expect(prefillMobile(undefined, '138****0000')).toBe('')
  expect(prefillMobile(null, '13800138000')).toBe('13800138000')
  expect(prefillMobile('13900139000', '13800138000')).toBe('13900139000')
  expect(routeName('counsellor', 'submitinfo')).toBe('credentials-submitinfo')
  expect(routeName('familyEducation', 'addassistant')).toBe('credentials-familyEducation-addassistant')
})

test('every credentials page name is a route of the table', () => {
  const { findRouteByName } = jest.requireActual('@/routes/match') as typeof import('@/routes/match')
  for (const programme of ['counsellor', 'familyEducation'] as const) {
    for (const page of ['index', 'submitinfo', 'addassistant'] as const) {
      expect(findRouteByName(routeName(programme, page))?.status).toBe('ready')
    }
  }
  for (const name of ['exercise-exerciseDetail', 'exercise-exerciseFeel', 'exercise-myExercise', 'exercise-exerciseShare', 'exercise-exercisegetvip', 'common-openVip']) {
    expect(findRouteByName(name)).toBeDefined()
  }
})
