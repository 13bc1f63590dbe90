// The client's ID-card rule (mirror of server/src/core/idcard.ts): valid numbers are made here by
// computing the GB 11643 checksum by hand, so the test does not trust the code under test.
import { cleanIdCardInput, idCardCheckChar, isValidIdCard, normalizeIdCard } from '@/core/idcard'

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** An 18-character number: region + birth date + sequence, with its computed check character. */
function make(region: string, birth: string, seq: string): string {
  const first17 = `${region}${birth}${seq}`
  const sum = first17.split('').reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0)
  return first17 + CHECK[sum % 11]
}

/** The first sequence (000..999) whose check character is `want`. */
function withCheck(region: string, birth: string, want: string): string {
  for (let n = 0; n < 1000; n++) {
    const id = make(region, birth, String(n).padStart(3, '0'))
    if (id.endsWith(want)) return id
  }
  throw new Error(`no sequence gives ${want}`)
}

const TODAY = new Date(Date.UTC(2025, 5, 1))

test('the published example and computed numbers are valid', () => {
  // GB 11643's own example.
  expect(isValidIdCard('11010519491231002X', TODAY)).toBe(true)
  expect(idCardCheckChar('11010519491231002')).toBe('X')
  for (const [region, birth] of [['440308', '19900101'], ['310104', '20000229'], ['650102', '19000101'], ['110101', '20250601']]) {
    for (let seq = 100; seq < 110; seq++) expect(isValidIdCard(make(region, birth, String(seq)), TODAY)).toBe(true)
  }
})

test('a lowercase x check character is accepted and normalised', () => {
  const id = withCheck('320102', '19851120', 'X')
  const lower = id.slice(0, 17) + 'x'
  expect(isValidIdCard(lower, TODAY)).toBe(true)
  expect(normalizeIdCard(lower)).toBe(id)
})

test('a wrong check character is refused', () => {
  const id = make('440308', '19900101', '123')
  for (const c of '0123456789X') if (c !== id[17]) expect(isValidIdCard(id.slice(0, 17) + c, TODAY)).toBe(false)
})

test('bad dates are refused even with a correct checksum', () => {
  expect(isValidIdCard(make('440308', '19900230', '123'), TODAY)).toBe(false) // 30 February
  expect(isValidIdCard(make('440308', '19901301', '123'), TODAY)).toBe(false) // month 13
  expect(isValidIdCard(make('440308', '19010229', '123'), TODAY)).toBe(false) // 1901 is no leap year
  expect(isValidIdCard(make('440308', '18991231', '123'), TODAY)).toBe(false) // before 1900
  expect(isValidIdCard(make('440308', '20250602', '123'), TODAY)).toBe(false) // after today
})

test('wrong lengths and shapes are refused', () => {
  const id = make('440308', '19900101', '123')
  expect(isValidIdCard(id.slice(0, 17), TODAY)).toBe(false)
  expect(isValidIdCard(`${id}1`, TODAY)).toBe(false)
  expect(isValidIdCard('', TODAY)).toBe(false)
  expect(isValidIdCard(make('040308', '19900101', '123'), TODAY)).toBe(false) // leading 0
  expect(isValidIdCard(`${id.slice(0, 5)}X${id.slice(6)}`, TODAY)).toBe(false) // X inside
  expect(isValidIdCard(`${id.slice(0, 17)} `, TODAY)).toBe(false)
})

test('typing keeps digits and X only, 18 at most', () => {
  expect(cleanIdCardInput('1101 0519-4912 31002x9')).toBe('11010519491231002x')
  expect(cleanIdCardInput('abc')).toBe('')
})
