/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: ids are integers, booleans
 * 0/1, timestamps epoch-ms integers, JSON is text parsed in the app.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { DistributionTables } from './tables/distribution.js';
import type { EarningsTables } from './tables/earnings.js';
import type { ReadingTables } from './tables/reading.js';

export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  invitation_code: string;
  nickname: string;
  avatar: string;
  gender: number;
  age_range: string | null;
  /** JSON array of tag ids. */
  tags: string;
  signature: string;
  inviter_id: number | null;
  channel: string | null;
  scene_id: number | null;
  vip_expire_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface WechatIdentitiesTable {
  id: Generated<number>;
  openid: string;
  app: 'mp' | 'mini';
  unionid: string | null;
  user_id: number | null;
  nickname: string;
  avatar: string;
  created_at: number;
  updated_at: number;
}

export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  ecology_name: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface TicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  openid: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ScenesTable {
  id: number;
  name: string;
  status: number;
  updated_at: number;
}

/**
 * Everything that can be ordered (migration 002 renamed `vip_offers` to this, ids kept):
 * `vip` membership tiers (duration_days each), `goods` (shipped, needs an address), `coupon`
 * (grants a coupon template), and the one-time purchases `course` (003), `assessment` (005) and `reading_party` (013),
 * each selling one item that follows it. `price_fen` > 0: sold for money; `credits_price` > 0: exchangeable
 * for credits. `stock` null means unlimited (no counter row to update).
 */
export interface CommoditiesTable {
  id: Generated<number>;
  code: string;
  name: string;
  price_fen: number;
  original_price_fen: number;
  duration_days: number;
  /** JSON array of strings. */
  benefits: string;
  badge: string;
  sort: number;
  active: number;
  type: Generated<CommodityType>;
  credits_price: Generated<number>;
  stock: number | null;
  needs_address: Generated<number>;
  description: Generated<string>;
  image: Generated<string>;
  coupon_template_id: number | null;
  updated_at: Generated<number>;
  /** The subject a 'course' commodity sells. */
  subject_id: number | null;
  /** The assessment an 'assessment' commodity sells. */
  assessment_id: number | null;
}

export type CommodityType = 'vip' | 'goods' | 'coupon' | 'course' | 'assessment' | 'reading_party';
export type CouponKind = 'amount' | 'percent';
export type UserCouponState = 'usable' | 'locked' | 'used' | 'expired';

export interface CouponTemplatesTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: CouponKind;
  /** amount-off coupons: fen taken off. */
  amount_fen: number;
  /** percent-off coupons: the share still paid, e.g. 85 = 8.5折. */
  percent: number;
  max_discount_fen: number | null;
  threshold_fen: number;
  /** Valid this many days from receipt, or (when null) within valid_from..valid_until. */
  validity_days: number | null;
  valid_from: number | null;
  valid_until: number | null;
  stock: number | null;
  issued: number;
  per_user_limit: number;
  /** JSON array of commodity types; empty = all. */
  applicable_types: string;
  description: string;
  beginner: number;
  active: number;
  created_at: number;
  updated_at: number;
}

/** A coupon a user holds; the template's terms are copied so later template edits do not change it. */
export interface UserCouponsTable {
  id: Generated<number>;
  user_id: number;
  template_id: number;
  name: string;
  kind: CouponKind;
  amount_fen: number;
  percent: number;
  max_discount_fen: number | null;
  threshold_fen: number;
  applicable_types: string;
  description: string;
  state: UserCouponState;
  order_id: number | null;
  source: string;
  valid_from: number;
  valid_until: number;
  created_at: number;
  used_at: number | null;
  updated_at: number;
}

export interface BeginnerGiftsTable {
  user_id: number;
  created_at: number;
}

export interface CreditAccountsTable {
  user_id: number;
  balance: number;
  updated_at: number;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: string;
  ref: string | null;
  balance_after: number;
  created_at: number;
}

export interface CreditRulesTable {
  id: Generated<number>;
  action: string;
  name: string;
  points: number;
  daily_cap: number | null;
  total_cap: number | null;
  description: string;
  sort: number;
  active: number;
  updated_at: number;
}

export interface CreditClaimsTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  period_key: string;
  created_at: number;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  mobile: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  detail: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export type OrderKind = 'purchase' | 'exchange';

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  user_id: number;
  kind: OrderKind;
  commodity_id: number;
  commodity_type: CommodityType;
  commodity_name: string;
  unit_price_fen: number;
  /** VIP days per unit, copied from the commodity when the order is placed. */
  unit_duration_days: number;
  quantity: number;
  original_fen: number;
  coupon_discount_fen: number;
  credits_used: number;
  credits_discount_fen: number;
  payable_fen: number;
  user_coupon_id: number | null;
  /** See src/services/orders/state.ts. */
  status: string;
  pay_scene: string | null;
  pay_mode: string | null;
  provider: string | null;
  channel: string | null;
  scene_id: number | null;
  /** JSON object (couponId, useCredits, addressId, … as received). */
  ext_info: string;
  /** JSON snapshot of the shipping address, or null. */
  address: string | null;
  transaction_id: string | null;
  vip_from: number | null;
  vip_until: number | null;
  earned_credits: number;
  close_reason: string | null;
  refund_no: string | null;
  refund_reason: string | null;
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
  updated_at: number;
  version: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  order_number: string;
  provider: string;
  pay_scene: string;
  amount_fen: number;
  prepay_id: string | null;
  /** pending → prepaid → success | failed | cancelled. */
  status: string;
  transaction_id: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
}

export interface PaymentCallbacksTable {
  id: Generated<number>;
  provider: string;
  order_number: string | null;
  transaction_id: string | null;
  event_type: string | null;
  amount_fen: number | null;
  verdict: string;
  detail: string;
  body: string;
  received_at: number;
}

export interface TagOptionsTable {
  id: Generated<number>;
  kind: 'age_range' | 'interest';
  code: string;
  name: string;
  group_name: string;
  sort: number;
}

export interface EventsTable {
  id: Generated<number>;
  event_type: string;
  platform: number;
  browse_uuid: string;
  request_time: number;
  event_properties: string;
  user_id: number | null;
  version: string;
  ecology: string;
  system: string;
  ecology_name: string;
  channel: string;
  received_at: number;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  content: string;
  ip: string;
  relay_status: 'pending' | 'sent' | 'failed' | 'skipped';
  relay_error: string | null;
  created_at: number;
  relayed_at: number | null;
}

export interface RelationsTable {
  id: Generated<number>;
  inviter_id: number;
  invitee_id: number;
  source: string;
  page_path: string | null;
  scene_id: number | null;
  channel: string | null;
  created_at: number;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  mime: string;
  size: number;
  created_at: number;
}

// Courses and learning (migration 003).
export type SubjectKind = 'course' | 'happiness';
export type SubjectAccess = 'free' | 'vip' | 'paid';

export interface CourseCategoriesTable {
  id: Generated<number>;
  name: string;
  icon: Generated<string>;
  sort: Generated<number>;
  active: Generated<number>;
  created_at: number;
}

export interface SubjectsTable {
  id: Generated<number>;
  kind: Generated<SubjectKind>;
  title: string;
  subtitle: Generated<string>;
  author: Generated<string>;
  author_intro: Generated<string>;
  cover: Generated<string>;
  summary: Generated<string>;
  /** JSON array of paragraphs. */
  intro: Generated<string>;
  category_id: number | null;
  access: Generated<SubjectAccess>;
  commodity_id: number | null;
  /** JSON array of strings. */
  tags: Generated<string>;
  learners: Generated<number>;
  recommended: Generated<number>;
  sort: Generated<number>;
  active: Generated<number>;
  published_at: number;
  created_at: number;
  updated_at: number;
}

export interface ChaptersTable {
  id: Generated<number>;
  subject_id: number;
  sort: Generated<number>;
  title: string;
  summary: Generated<string>;
  audio_file: string;
  duration_sec: number;
  free_trial: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface BookListsTable {
  id: Generated<number>;
  title: string;
  subtitle: Generated<string>;
  cover: Generated<string>;
  summary: Generated<string>;
  curator: Generated<string>;
  sort: Generated<number>;
  active: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface BookListItemsTable {
  id: Generated<number>;
  book_list_id: number;
  subject_id: number;
  sort: Generated<number>;
  note: Generated<string>;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  author: Generated<string>;
  cover: Generated<string>;
  summary: Generated<string>;
  /** JSON array of paragraphs. */
  body: Generated<string>;
  subject_id: number | null;
  reads: Generated<number>;
  sort: Generated<number>;
  active: Generated<number>;
  published_at: number;
  created_at: number;
  updated_at: number;
}

export interface BannersTable {
  id: Generated<number>;
  position: string;
  title: string;
  image: Generated<string>;
  link: Generated<string>;
  sort: Generated<number>;
  active: Generated<number>;
  created_at: number;
}

export interface ClassScheduleTable {
  id: Generated<number>;
  weekday: number;
  start_time: string;
  duration_min: Generated<number>;
  title: string;
  teacher: Generated<string>;
  subject_id: number | null;
  active: Generated<number>;
  created_at: number;
}

export interface CourseEntitlementsTable {
  id: Generated<number>;
  user_id: number;
  subject_id: number;
  order_id: number | null;
  source: 'purchase' | 'grant';
  created_at: number;
}

export interface ChapterProgressTable {
  id: Generated<number>;
  user_id: number;
  subject_id: number;
  chapter_id: number;
  position_sec: Generated<number>;
  max_position_sec: Generated<number>;
  completed: Generated<number>;
  completed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface LearnReportsTable {
  id: Generated<number>;
  user_id: number;
  report_id: string;
  created_at: number;
}

export interface ListenSlotsTable {
  user_id: number;
  /** floor(epoch ms / 10000). */
  slot: number;
  subject_id: number;
  chapter_id: number;
  /** Beijing day 'YYYY-MM-DD'. */
  day: string;
}

export interface CertificatesTable {
  id: Generated<number>;
  user_id: number;
  subject_id: number;
  number: string;
  holder_name: string;
  issued_at: number;
}

export interface SubjectLearnersTable {
  subject_id: number;
  user_id: number;
  created_at: number;
}

export interface SearchTermsTable {
  term: string;
  count: Generated<number>;
  updated_at: number;
}

// Assessments, exercises, credentials (migration 005).

export type AssessmentAccess = 'free' | 'vip' | 'paid';

export interface AssessmentsTable {
  id: Generated<number>;
  scale_code: string;
  title: string;
  subtitle: Generated<string>;
  category: string;
  cover_color: Generated<string>;
  access: Generated<AssessmentAccess>;
  price_fen: Generated<number>;
  people_base: Generated<number>;
  hot: Generated<number>;
  help_unlock: Generated<number>;
  course_keyword: Generated<string>;
  sort: Generated<number>;
  active: Generated<number>;
  /** The commodity (type 'assessment') that sells it; null until it is first paid. */
  commodity_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface AssessmentFavoritesTable {
  user_id: number;
  assessment_id: number;
  created_at: number;
}

export interface AssessmentEntitlementsTable {
  id: Generated<number>;
  user_id: number;
  assessment_id: number;
  source: 'grant' | 'order';
  order_number: string | null;
  created_at: number;
}

export interface AssessmentSessionsTable {
  id: Generated<number>;
  user_id: number;
  assessment_id: number;
  /** JSON object: question no → option value. */
  answers: Generated<string>;
  status: 'open' | 'submitted';
  report_id: number | null;
  consent_at: number;
  created_at: number;
  updated_at: number;
}

export interface AssessmentReportsTable {
  id: Generated<number>;
  user_id: number;
  assessment_id: number;
  scale_code: string;
  fingerprint: string;
  answers: string;
  /** JSON ScoreResult. */
  result: string;
  crisis: Generated<number>;
  help_needed: Generated<number>;
  help_code: string;
  share_token: string | null;
  created_at: number;
}

export interface AssessmentHelpsTable {
  id: Generated<number>;
  report_id: number;
  helper_id: number;
  created_at: number;
}

export interface ExercisesTable {
  id: Generated<number>;
  code: string;
  title: string;
  subtitle: Generated<string>;
  category: string;
  cover_color: Generated<string>;
  summary: Generated<string>;
  /** JSON array of { title, text, seconds }. */
  steps: string;
  audio_file: string | null;
  access: Generated<'free' | 'vip'>;
  people_base: Generated<number>;
  sort: Generated<number>;
  active: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ExercisePracticesTable {
  id: Generated<number>;
  user_id: number;
  exercise_id: number;
  client_id: string;
  completed_at: number | null;
  mood: number | null;
  note: string | null;
  felt_at: number | null;
  created_at: number;
}

export type CredentialProgramme = 'counsellor' | 'familyEducation';

export interface CredentialProgrammesTable {
  id: Generated<number>;
  code: CredentialProgramme;
  title: string;
  intro: Generated<string>;
  assistant_name: Generated<string>;
  assistant_qr: Generated<string>;
  assistant_tip: Generated<string>;
  updated_at: number;
}

export interface CredentialSignupsTable {
  id: Generated<number>;
  user_id: number;
  programme: CredentialProgramme;
  name: string;
  mobile: string;
  id_card: string;
  education: string;
  invite_code: string | null;
  source_name: string | null;
  created_at: number;
  updated_at: number;
}

// The community, upgc (migration 006).

/** 'visible': everyone sees it; 'held': waits for review, only its author sees it; 'rejected': refused by an operator, only its author sees it. */
export type CommunityStatus = 'visible' | 'held' | 'rejected';
/**
 * Why a post or comment is held: an operator keyword; a new account's first posts; WeChat's text
 * check said review; WeChat's check could not be asked; the post's images wait for WeChat (009).
 */
export type CommunityHoldReason = 'keyword' | 'new_account' | 'wechat_review' | 'check_failed' | 'media_check';

export interface CommunityCirclesTable {
  id: Generated<number>;
  name: string;
  intro: Generated<string>;
  cover: Generated<string>;
  sort: Generated<number>;
  active: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface CommunityMembersTable {
  circle_id: number;
  user_id: number;
  created_at: number;
}

export interface CommunityPostsTable {
  id: Generated<number>;
  user_id: number;
  circle_id: number;
  text: string;
  /** JSON array of /api/files/… paths. */
  images: Generated<string>;
  status: CommunityStatus;
  hold_reason: CommunityHoldReason | null;
  reviewed_at: number | null;
  deleted_at: number | null;
  created_at: number;
}

export interface CommunityCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  text: string;
  status: CommunityStatus;
  hold_reason: CommunityHoldReason | null;
  reviewed_at: number | null;
  deleted_at: number | null;
  created_at: number;
}

export interface CommunityLikesTable {
  user_id: number;
  target_type: 'post' | 'comment';
  target_id: number;
  created_at: number;
}

export interface CommunityFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: number;
}

export interface CommunityBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: number;
}

export interface CommunityReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: 'post' | 'comment' | 'user';
  target_id: number;
  reason: string;
  status: 'open' | 'closed';
  created_at: number;
  /** When an operator closed it (009). */
  closed_at: number | null;
}

export interface CommunityKeywordsTable {
  id: Generated<number>;
  word: string;
  created_at: number;
}

// Community notices and WeChat image checks (migration 009).

/** How far a user has read one kind of notice ('like' | 'comment' | 'follow'). */
export interface CommunityNoticeReadsTable {
  user_id: number;
  kind: 'like' | 'comment' | 'follow';
  read_until: number;
}

/** One WeChat mediaCheckAsync request of a post image, and its answer. */
export interface CommunityMediaChecksTable {
  trace_id: string;
  post_id: number | null;
  image: Generated<string>;
  suggest: 'pass' | 'review' | 'risky' | null;
  created_at: number;
  checked_at: number | null;
}

// Team reading (migration 007).

export type ReadingTeamStatus = 'active' | 'dissolved';
/** 'active': in the team; 'left': left it; 'removed': removed by the captain; 'ended': the team was dissolved. */
export type ReadingMemberStatus = 'active' | 'left' | 'removed' | 'ended';

export interface ReadingTeamsTable {
  id: Generated<number>;
  name: string;
  book_list_id: number;
  captain_id: number;
  size: number;
  chapters_per_day: number;
  public: Generated<number>;
  invite_code: string;
  /** Beijing day 'YYYY-MM-DD' of the plan's first day. */
  start_day: string;
  status: Generated<ReadingTeamStatus>;
  dissolved_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ReadingTeamMembersTable {
  team_id: number;
  user_id: number;
  book_list_id: number;
  role: 'captain' | 'member';
  status: ReadingMemberStatus;
  joined_at: number;
  updated_at: number;
}

export interface BookListSharesTable {
  id: Generated<number>;
  symbol: string;
  theme: 'newyear' | 'goddess';
  book_list_id: number;
  title: Generated<string>;
  active: Generated<number>;
  created_at: number;
  updated_at: number;
}

// Punch-in challenges (migration 008).

export type PunchChallengeKind = 'daily' | 'listen';
export type PunchKindValue = 'normal' | 'makeup';
export type PunchGrantStatus = 'granted' | 'sending' | 'sent' | 'failed';

export interface PunchChallengesTable {
  id: Generated<number>;
  kind: PunchChallengeKind;
  title: string;
  intro: Generated<string>;
  cover: Generated<string>;
  /** Beijing days 'YYYY-MM-DD', inclusive. */
  start_day: string;
  end_day: string;
  makeup_limit: Generated<number>;
  min_minutes: Generated<number>;
  /** JSON array of subject ids; [] = any. */
  subject_ids: Generated<string>;
  reminder_time: Generated<string>;
  active: Generated<number>;
  sort: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface PunchParticipantsTable {
  challenge_id: number;
  user_id: number;
  invite_code: string | null;
  messages_read_at: Generated<number>;
  joined_at: number;
}

export interface PunchesTable {
  id: Generated<number>;
  challenge_id: number;
  user_id: number;
  day: string;
  kind: PunchKindValue;
  text: Generated<string>;
  /** JSON array of /api/files/… paths. */
  images: Generated<string>;
  minutes: Generated<number>;
  created_at: number;
  /** Its text's moderation (migration 010): 'held' and 'rejected' ones only their author sees. */
  status: Generated<PunchContentStatus>;
  hold_reason: PunchHoldReason | null;
  reviewed_at: number | null;
  /** An operator took its text and photos down; the row stays, so the day still counts. */
  removed_at: number | null;
}

export interface PunchLikesTable {
  punch_id: number;
  user_id: number;
  created_at: number;
}

export interface PunchCommentsTable {
  id: Generated<number>;
  punch_id: number;
  user_id: number;
  text: string;
  created_at: number;
  status: Generated<PunchContentStatus>;
  hold_reason: PunchHoldReason | null;
  reviewed_at: number | null;
  /** Deleted by an operator (soft delete). */
  deleted_at: number | null;
}

// Punch moderation (migration 010).

/** As CommunityStatus: 'held' waits for review, 'rejected' was refused; both are shown only to their author. */
export type PunchContentStatus = 'visible' | 'held' | 'rejected';
/** The community's text rules (areas/upgc/rules.ts): an operator keyword, WeChat said review, WeChat could not be asked. */
export type PunchHoldReason = 'keyword' | 'wechat_review' | 'check_failed';

export interface PunchReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: 'punch' | 'comment';
  target_id: number;
  reason: string;
  status: 'open' | 'closed';
  created_at: number;
  closed_at: number | null;
}

export interface PunchReminderGrantsTable {
  id: Generated<number>;
  challenge_id: number;
  user_id: number;
  openid: string;
  template_id: string;
  status: PunchGrantStatus;
  sent_day: string | null;
  sent_at: number | null;
  error: string | null;
  created_at: number;
}

export interface DB extends EarningsTables, DistributionTables, ReadingTables {
  users: UsersTable;
  wechat_identities: WechatIdentitiesTable;
  tokens: TokensTable;
  tickets: TicketsTable;
  scenes: ScenesTable;
  commodities: CommoditiesTable;
  coupon_templates: CouponTemplatesTable;
  user_coupons: UserCouponsTable;
  beginner_gifts: BeginnerGiftsTable;
  credit_accounts: CreditAccountsTable;
  credit_ledger: CreditLedgerTable;
  credit_rules: CreditRulesTable;
  credit_claims: CreditClaimsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  payment_callbacks: PaymentCallbacksTable;
  tag_options: TagOptionsTable;
  events: EventsTable;
  error_reports: ErrorReportsTable;
  relations: RelationsTable;
  uploads: UploadsTable;
  course_categories: CourseCategoriesTable;
  subjects: SubjectsTable;
  chapters: ChaptersTable;
  book_lists: BookListsTable;
  book_list_items: BookListItemsTable;
  articles: ArticlesTable;
  banners: BannersTable;
  class_schedule: ClassScheduleTable;
  course_entitlements: CourseEntitlementsTable;
  chapter_progress: ChapterProgressTable;
  learn_reports: LearnReportsTable;
  listen_slots: ListenSlotsTable;
  certificates: CertificatesTable;
  search_terms: SearchTermsTable;
  subject_learners: SubjectLearnersTable;
  assessments: AssessmentsTable;
  assessment_favorites: AssessmentFavoritesTable;
  assessment_entitlements: AssessmentEntitlementsTable;
  assessment_sessions: AssessmentSessionsTable;
  assessment_reports: AssessmentReportsTable;
  assessment_helps: AssessmentHelpsTable;
  exercises: ExercisesTable;
  exercise_practices: ExercisePracticesTable;
  credential_programmes: CredentialProgrammesTable;
  credential_signups: CredentialSignupsTable;
  community_circles: CommunityCirclesTable;
  community_members: CommunityMembersTable;
  community_posts: CommunityPostsTable;
  community_comments: CommunityCommentsTable;
  community_likes: CommunityLikesTable;
  community_follows: CommunityFollowsTable;
  community_blocks: CommunityBlocksTable;
  community_reports: CommunityReportsTable;
  community_keywords: CommunityKeywordsTable;
  punch_challenges: PunchChallengesTable;
  punch_participants: PunchParticipantsTable;
  punches: PunchesTable;
  punch_likes: PunchLikesTable;
  punch_comments: PunchCommentsTable;
  punch_reminder_grants: PunchReminderGrantsTable;
  punch_reports: PunchReportsTable;
  community_notice_reads: CommunityNoticeReadsTable;
  community_media_checks: CommunityMediaChecksTable;
  reading_teams: ReadingTeamsTable;
  reading_team_members: ReadingTeamMembersTable;
  book_list_shares: BookListSharesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SceneRow = Selectable<ScenesTable>;
export type NewEvent = Insertable<EventsTable>;
export type CommodityRow = Selectable<CommoditiesTable>;
export type CouponTemplateRow = Selectable<CouponTemplatesTable>;
export type UserCouponRow = Selectable<UserCouponsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type CreditRuleRow = Selectable<CreditRulesTable>;
export type SubjectRow = Selectable<SubjectsTable>;
export type ChapterRow = Selectable<ChaptersTable>;
export type BookListRow = Selectable<BookListsTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type CertificateRow = Selectable<CertificatesTable>;
