// The reasons a user picks from when reporting content or a person, the same in every area (the
// servers take any 1–200 characters).
export const REPORT_REASONS = ['垃圾广告', '色情低俗', '人身攻击', '违法信息', '其他'] as const
