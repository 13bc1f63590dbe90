import { appSign, BAD_SIGN_INFO_MESSAGE, jsapiSign, parseSignInfo, SignInfoError } from '@/core/pay/signInfo'

const JSAPI = { appId: 'wx123', timeStamp: '1700000000', nonceStr: 'n0nce', packageVal: 'prepay_id=wx2017', signType: 'RSA', paySign: 'c2lnbg==' }
const APP = { appId: 'wxapp', partnerId: '1900000109', prepayId: 'wx201410272009395522657a690389285100', packageVal: 'Sign=WXPay', nonceStr: 'abc', timestamp: '1700000001', sign: 'QkFTRTY0' }

describe('parseSignInfo (spec 3.5: a JSON string)', () => {
  test('parses the JSAPI and app shapes and keeps every field as sent', () => {
    expect(parseSignInfo(JSON.stringify(JSAPI))).toEqual(JSAPI)
    expect(parseSignInfo(JSON.stringify(APP))).toEqual(APP)
    expect(parseSignInfo(JSON.stringify({ ...JSAPI, sandbox: true, orderNumber: 'X1', payableFen: 2125 }))).toMatchObject({ sandbox: true, payableFen: 2125 })
  })

  test('an object is taken as is', () => {
    expect(parseSignInfo({ paid: true, orderNumber: 'X2' })).toEqual({ paid: true, orderNumber: 'X2' })
  })

  test.each([['{not json'], [''], ['[]'], ['"text"'], ['null'], [42], [null], [undefined]])('refuses %p with a message a person can act on', (raw) => {
    expect(() => parseSignInfo(raw)).toThrow(SignInfoError)
    expect(() => parseSignInfo(raw)).toThrow(BAD_SIGN_INFO_MESSAGE)
  })
})

describe('picking the platform fields', () => {
  test('jsapiSign keeps the six JSAPI fields unchanged and ignores the rest', () => {
    expect(jsapiSign({ ...JSAPI, sandbox: true, cashier: '/x' })).toEqual(JSAPI)
  })

  test('appSign gives the bridge fields of spec 3.5', () => {
    const { appId: _appId, ...bridgeFields } = APP
    expect(appSign(APP)).toEqual(bridgeFields)
  })

  test('a missing field means the parameters are not for that platform', () => {
    expect(jsapiSign({ ...JSAPI, paySign: '' })).toBeNull()
    expect(jsapiSign(APP)).toBeNull()
    expect(appSign(JSAPI)).toBeNull()
    expect(appSign({ sandbox: true, orderNumber: 'X', payableFen: 1 })).toBeNull()
  })
})
