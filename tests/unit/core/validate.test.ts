import {
  cutToMaxLength,
  isLandline,
  isMobile,
  isNumericString,
  isPhone,
  stripNonDigits,
  stripNonNumber,
  validateField,
  validateForm,
} from '@/core/validate'
import type { FormRule } from '@/core/validate'

describe('phone checks', () => {
  test.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['1380013800a', false],
    ['', false],
  ])('isMobile(%s) = %s', (v, expected) => expect(isMobile(v)).toBe(expected))

  test.each([
    ['010-12345678', true],
    ['01012345678', true],
    ['0755-1234567', true],
    ['075512345678', true],
    ['0101234567', true],
    ['010123456', false],
    ['0755-123456789', false],
    ['13800138000', false],
    ['12345678', false],
  ])('isLandline(%s) = %s', (v, expected) => expect(isLandline(v)).toBe(expected))

  test('isPhone accepts either', () => {
    expect(isPhone('13800138000')).toBe(true)
    expect(isPhone('021-87654321')).toBe(true)
    expect(isPhone('12345')).toBe(false)
  })
})

describe('numbers and lengths', () => {
  test('isNumericString', () => {
    expect(isNumericString('12')).toBe(true)
    expect(isNumericString('-1.5')).toBe(true)
    expect(isNumericString('1.')).toBe(false)
    expect(isNumericString('1e3')).toBe(false)
    expect(isNumericString('')).toBe(false)
  })

  test('cutToMaxLength counts emoji as one character', () => {
    expect(cutToMaxLength('心栈社区', 2)).toBe('心栈')
    expect(cutToMaxLength('😀😀😀', 2)).toBe('😀😀')
    expect(cutToMaxLength('ab', 5)).toBe('ab')
  })

  test('stripNonDigits', () => {
    expect(stripNonDigits('138 0013-8000')).toBe('13800138000')
  })

  test('stripNonNumber keeps one dot and a leading minus', () => {
    expect(stripNonNumber('-12.3.4a')).toBe('-12.34')
    expect(stripNonNumber('1-2')).toBe('12')
    expect(stripNonNumber('¥ 9.90')).toBe('9.90')
  })
})

describe('rule engine', () => {
  const mobileRules: FormRule<string>[] = [
    { required: true, message: '请输入手机号' },
    { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' },
  ]

  test('required, then pattern', () => {
    expect(validateField('', mobileRules)).toBe('请输入手机号')
    expect(validateField('   ', mobileRules)).toBe('请输入手机号')
    expect(validateField('123', mobileRules)).toBe('请输入正确的手机号')
    expect(validateField('13800138000', mobileRules)).toBeUndefined()
  })

  test('validator may return false or its own message; empty optional values skip it', () => {
    const rules: FormRule<string>[] = [
      { validator: (v) => v.length >= 2, message: '至少两个字' },
      { validator: (v) => (v === '坏' ? '不能用这个字' : true), message: 'x' },
    ]
    expect(validateField('a', rules)).toBe('至少两个字')
    expect(validateField('', rules)).toBeUndefined()
  })

  test("trigger defaults to blur; 'change' rules run only on change; submit runs all", () => {
    const rules: FormRule<string>[] = [
      { pattern: /^\d+$/, message: '只能是数字', trigger: 'change' },
      { validator: (v) => v.length === 6, message: '六位' },
    ]
    expect(validateField('12', rules)).toBe('六位')
    expect(validateField('ab', rules, 'change')).toBe('只能是数字')
    expect(validateField('ab', rules, 'blur')).toBe('六位')
    expect(validateField('ab', rules, 'submit')).toBe('只能是数字')
  })

  test('validateForm reports each failing field', () => {
    const errors = validateForm(
      { mobile: '1', code: '' },
      { mobile: mobileRules as FormRule<never>[], code: [{ required: true, message: '请输入验证码' }] },
    )
    expect(errors).toEqual({ mobile: '请输入正确的手机号', code: '请输入验证码' })
  })
})
