// Login, user and WeChat endpoints of docs/API.md that the core needs. The answers and bodies
// are the API contract's types (server/src/shared/accounts/schemas.ts and the areas' schemas.ts).
import type {
  ChangeAccountBody,
  CodeSent,
  IssuedToken,
  ProfilePatch,
  SmsLoginBody,
  TagOptions,
  TicketAnswer,
  UserInfo,
} from '@contract/accounts'
import type {
  AuthorizationUrl,
  AuthorizationUrlQuery,
  MiniLoginBody,
  SendLoginCodeQuery,
  TicketQuery,
  TokenByTicketQuery,
} from '@contract/login'
import type { UploadedImage } from '@contract/upload'
import type { CodeVerified, LoggedOut, SendCommonCodeQuery, UserRole, VerifyCodeBody } from '@contract/user'
import type { JsSdkConfig, WechatUserInfo } from '@contract/wechat'
import { COUNTRY_CODE } from '@/core/config'
import { get, post, upload } from '@/core/request/client'
import type { RequestOptions } from '@/core/request/client'

export type { CodeSent, IssuedToken, ProfilePatch, SmsLoginBody, TagOptions, TicketAnswer, UserInfo }
export type { JsSdkConfig, UploadedImage, UserRole, WechatUserInfo }

/** A query or body without `countryCode`: every call here adds it (mainland China only). */
type WithoutCountry<T> = Omit<T, 'countryCode'>

/** Silent-login calls: no loading view, no toast (spec 8: failed login calls reject quietly). */
const SILENT: RequestOptions = { skipLoading: true, silent: true }

export function sendLoginCode(params: WithoutCountry<SendLoginCodeQuery>, opts?: RequestOptions): Promise<CodeSent> {
  return get<CodeSent>('/user/login/sendVerificationCode', { countryCode: COUNTRY_CODE, ...params }, opts)
}

export function getTokenByMobileAndVerificationCode(payload: WithoutCountry<SmsLoginBody>, opts?: RequestOptions): Promise<IssuedToken> {
  return post<IssuedToken>('/user/login/getTokenByMobileAndVerificationCode', { countryCode: COUNTRY_CODE, ...payload }, opts)
}

/** The WeChat OAuth address that comes back to `url` with ?code=&state=. */
export function getAuthorizationUrl(params: AuthorizationUrlQuery): Promise<AuthorizationUrl> {
  return get<AuthorizationUrl>('/user/login/getAuthorizationUrl', params, SILENT)
}

export function getTicket(params: TicketQuery): Promise<TicketAnswer> {
  return get<TicketAnswer>('/user/login/getTicket', params, SILENT)
}

export function getTokenByTicket(params: TokenByTicketQuery): Promise<IssuedToken> {
  return get<IssuedToken>('/user/login/getTokenByTicket', params, SILENT)
}

/** Mini-program: exchanges a wx.login code for a ticket. */
export function miniProgramLogin(code: string): Promise<TicketAnswer> {
  const body: MiniLoginBody = { code, ecologyName: 'miniXfs' }
  return post<TicketAnswer>('/login', body, SILENT)
}

export function fetchUserInfo(opts?: RequestOptions): Promise<UserInfo> {
  return get<UserInfo>('/user/user/getUserInfo', undefined, { skipLoading: true, ...opts })
}

export function editUserInfo(profile: ProfilePatch): Promise<UserInfo> {
  return post<UserInfo>('/user/user/editUserInfo', profile)
}

export function sendCommonCode(params: WithoutCountry<SendCommonCodeQuery>): Promise<CodeSent> {
  return get<CodeSent>('/user/common/sendVerificationCode', { countryCode: COUNTRY_CODE, ...params })
}

export function verifyCommonCode(params: WithoutCountry<VerifyCodeBody>): Promise<CodeVerified> {
  return post<CodeVerified>('/user/common/verifyVerificationCode', { countryCode: COUNTRY_CODE, ...params })
}

export function changeAccount(params: WithoutCountry<ChangeAccountBody>): Promise<IssuedToken> {
  return post<IssuedToken>('/user/user/changeAccount', { countryCode: COUNTRY_CODE, ...params })
}

export function logout(): Promise<LoggedOut> {
  return post<LoggedOut>('/user/user/logout', {}, SILENT)
}

export function getTagOptions(): Promise<TagOptions> {
  return get<TagOptions>('/user/tags/options')
}

export function getUserRole(): Promise<UserRole> {
  return post<UserRole>('/exercise/userRole/userInfo', {})
}

/** Uploads one image (jpeg/png/webp, ≤ 2 MB) and returns its address. */
export function uploadImage(file: string | Blob): Promise<UploadedImage> {
  return upload<UploadedImage>('/upload/image', file, 'file')
}

/** JS-SDK signature for `url` (the page address without #); no loading view (spec 7). */
export function getJssdkConfig(url: string): Promise<JsSdkConfig> {
  return get<JsSdkConfig>('/wechat/mp/config', { url }, SILENT)
}

export function getWechatUserInfo(code: string): Promise<WechatUserInfo> {
  return get<WechatUserInfo>('/wechat/mp/userinfo', { code }, SILENT)
}
