// Login, user and WeChat endpoints of docs/API.md that the core needs.
import { COUNTRY_CODE } from '@/core/config'
import type { EcologyName } from '@/core/env'
import { get, post, upload } from '@/core/request/client'
import type { RequestOptions } from '@/core/request/client'
import type { UserInfo } from '@/core/session/atoms'

export interface TokenResult {
  token: string
  expiresIn: number
}

export interface TicketResult {
  ticket: string
  expiresIn: number
  openid: string
}

export interface CodeSent {
  expiresIn: number
  resendAfter: number
}

/** Silent-login calls: no loading view, no toast (spec 8: failed login calls reject quietly). */
const SILENT: RequestOptions = { skipLoading: true, silent: true }

export function sendLoginCode(params: { mobile: string; ecologyName: EcologyName }, opts?: RequestOptions): Promise<CodeSent> {
  return get<CodeSent>('/user/login/sendVerificationCode', { countryCode: COUNTRY_CODE, ...params }, opts)
}

export interface SmsLoginPayload {
  mobile: string
  verificationCode: string
  ecologyName: EcologyName
  ticket?: string
  channel?: string
  sceneId?: number | string
  invitationCode?: string
}

export function getTokenByMobileAndVerificationCode(payload: SmsLoginPayload, opts?: RequestOptions): Promise<TokenResult> {
  return post<TokenResult>('/user/login/getTokenByMobileAndVerificationCode', { countryCode: COUNTRY_CODE, ...payload }, opts)
}

/** The WeChat OAuth address that comes back to `url` with ?code=&state=. */
export function getAuthorizationUrl(params: { ecologyName: EcologyName; url: string }): Promise<string> {
  return get<string>('/user/login/getAuthorizationUrl', params, SILENT)
}

export function getTicket(params: { ecologyName: EcologyName; code: string }): Promise<TicketResult> {
  return get<TicketResult>('/user/login/getTicket', params, SILENT)
}

export function getTokenByTicket(params: { ticket: string; invitationCode?: string }): Promise<TokenResult> {
  return get<TokenResult>('/user/login/getTokenByTicket', params, SILENT)
}

/** Mini-program: exchanges a wx.login code for a ticket. */
export function miniProgramLogin(code: string): Promise<TicketResult> {
  return post<TicketResult>('/login', { code, ecologyName: 'miniXfs' }, SILENT)
}

export function fetchUserInfo(opts?: RequestOptions): Promise<UserInfo> {
  return get<UserInfo>('/user/user/getUserInfo', undefined, { skipLoading: true, ...opts })
}

export interface EditUserInfo {
  nickname?: string
  avatar?: string
  gender?: number
  ageRange?: string
  tags?: string[]
  signature?: string
}

export function editUserInfo(profile: EditUserInfo): Promise<UserInfo> {
  return post<UserInfo>('/user/user/editUserInfo', profile)
}

export type CommonCodeType = 'changeAccount'

export function sendCommonCode(params: { type: CommonCodeType; mobile: string; ecologyName: EcologyName }): Promise<CodeSent> {
  return get<CodeSent>('/user/common/sendVerificationCode', { countryCode: COUNTRY_CODE, ...params })
}

export function verifyCommonCode(params: {
  type: CommonCodeType
  mobile: string
  ecologyName: EcologyName
  verificationCode: string
}): Promise<{ valid: true }> {
  return post<{ valid: true }>('/user/common/verifyVerificationCode', { countryCode: COUNTRY_CODE, ...params })
}

export function changeAccount(params: { mobile: string; ecologyName: EcologyName; verificationCode: string }): Promise<TokenResult> {
  return post<TokenResult>('/user/user/changeAccount', { countryCode: COUNTRY_CODE, ...params })
}

export function logout(): Promise<Record<string, never>> {
  return post<Record<string, never>>('/user/user/logout', {}, SILENT)
}

export interface TagOptions {
  genders: { id: number; name: string }[]
  ageRanges: { id: string; name: string }[]
  tags: { id: string; name: string; group: string }[]
}

export function getTagOptions(): Promise<TagOptions> {
  return get<TagOptions>('/user/tags/options')
}

export function getUserRole(): Promise<{ userId: number | string; roles: string[] }> {
  return post<{ userId: number | string; roles: string[] }>('/exercise/userRole/userInfo', {})
}

/** Uploads one image (jpeg/png/webp, ≤ 2 MB) and returns its address. */
export function uploadImage(file: string | Blob): Promise<{ url: string }> {
  return upload<{ url: string }>('/upload/image', file, 'file')
}

export interface JssdkConfig {
  appId: string
  timestamp: number | string
  nonceStr: string
  signature: string
}

/** JS-SDK signature for `url` (the page address without #); no loading view (spec 7). */
export function getJssdkConfig(url: string): Promise<JssdkConfig> {
  return get<JssdkConfig>('/wechat/mp/config', { url }, SILENT)
}

export function getWechatUserInfo(code: string): Promise<{ openid: string; nickname?: string; avatar?: string }> {
  return get('/wechat/mp/userinfo', { code }, SILENT)
}
