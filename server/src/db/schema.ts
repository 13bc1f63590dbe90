/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: ids are integers, booleans
 * 0/1, timestamps epoch-ms integers, JSON is text parsed in the app.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

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

export interface VipOffersTable {
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

export interface DB {
  users: UsersTable;
  wechat_identities: WechatIdentitiesTable;
  tokens: TokensTable;
  tickets: TicketsTable;
  scenes: ScenesTable;
  vip_offers: VipOffersTable;
  tag_options: TagOptionsTable;
  events: EventsTable;
  error_reports: ErrorReportsTable;
  relations: RelationsTable;
  uploads: UploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SceneRow = Selectable<ScenesTable>;
export type NewEvent = Insertable<EventsTable>;
