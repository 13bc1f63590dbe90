// A complete user info as GET /user/user/getUserInfo answers it (the contract type), for tests
// that put a logged-in user into the session.
import type { UserInfo } from '@contract/accounts'

export function userInfo(fields: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 1,
    invitationCode: 'ME',
    nickname: '心栈用户0000',
    avatar: '',
    mobile: '138****0000',
    gender: 0,
    ageRange: null,
    tags: [],
    signature: '',
    vip: { isVip: false, expireAt: null },
    profileCompleted: false,
    wxBound: false,
    createdAt: 1_700_000_000_000,
    ...fields,
  }
}
