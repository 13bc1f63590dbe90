import type { Generated, Selectable } from 'kysely';

/**
 * The distribution tables (migration 012 is the source of truth; these are Kysely's view of
 * them). The programme's rules are in docs/DISTRIBUTION.md.
 */
export interface DistributionTables {
  distribution_settings: DistributionSettingsTable;
  promoters: PromotersTable;
  distribution_bindings: DistributionBindingsTable;
  distribution_visits: DistributionVisitsTable;
  distribution_levels: DistributionLevelsTable;
  distribution_categories: DistributionCategoriesTable;
  distribution_products: DistributionProductsTable;
  distribution_commissions: DistributionCommissionsTable;
  distribution_wxacodes: DistributionWxacodesTable;
}

/** The one row (id 1) of the programme's settings. */
export interface DistributionSettingsTable {
  id: number;
  enabled: number;
  /** 1: an operator approves each application; 0: applicants are promoters at once. */
  approval_required: number;
  /** How long a buyer stays bound to the promoter whose link they opened. */
  bind_days: number;
  /** Days after payment before a commission settles (the refund window). */
  refund_window_days: number;
  agreement_version: number;
  agreement_title: string;
  agreement_content: string;
  updated_at: number;
}

export type PromoterStatus = 'pending' | 'active' | 'rejected' | 'suspended';

export interface PromotersTable {
  user_id: number;
  status: PromoterStatus;
  real_name: string;
  mobile: string;
  reason: string;
  agreed_version: number;
  /** Who brought them in (tier 2 of their sales); null when nobody. */
  parent_id: number | null;
  /** Payable of settled tier-1 orders, net of refunds after settlement: decides the level. */
  settled_sales_fen: Generated<number>;
  review_note: Generated<string>;
  applied_at: number;
  reviewed_at: number | null;
  activated_at: number | null;
  updated_at: number;
}

/** A buyer's current promoter (first touch, until `expires_at`). */
export interface DistributionBindingsTable {
  user_id: number;
  promoter_id: number;
  bound_at: number;
  expires_at: number;
  new_user: number;
}

export interface DistributionVisitsTable {
  id: Generated<number>;
  promoter_id: number;
  day: string;
  visitor: string;
  page: string;
  created_at: number;
}

export interface DistributionLevelsTable {
  id: Generated<number>;
  name: string;
  /** Settled sales from which the level applies. */
  threshold_fen: number;
  /** Basis points added to the tier-1 rate of rate-based products. */
  rate_bonus_bp: number;
  /** JSON array of strings. */
  benefits: string;
  created_at: number;
  updated_at: number;
}

export interface DistributionCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: number;
  active: number;
  created_at: number;
  updated_at: number;
}

export type CommissionMode = 'rate' | 'amount';

/** A commodity that earns commission: a rate of the payable (bp) or an amount per unit (fen), per tier. */
export interface DistributionProductsTable {
  commodity_id: number;
  category_id: number;
  mode: CommissionMode;
  tier1_value: number;
  tier2_value: number;
  pitch: Generated<string>;
  sort: number;
  active: number;
  created_at: number;
  updated_at: number;
}

export type CommissionStatus = 'unpaid' | 'pending' | 'settled' | 'reversed' | 'void';

/** One promoter's commission on one order (one row per order and tier). */
export interface DistributionCommissionsTable {
  id: Generated<number>;
  order_id: number;
  order_number: string;
  buyer_id: number;
  promoter_id: number;
  tier: number;
  via_id: number | null;
  commodity_name: string;
  base_fen: number;
  mode: CommissionMode;
  rate_bp: number | null;
  amount_fen: number;
  status: CommissionStatus;
  settle_at: number | null;
  created_at: number;
  accrued_at: number | null;
  settled_at: number | null;
  reversed_at: number | null;
  updated_at: number;
}

export interface DistributionWxacodesTable {
  scene: string;
  page: string;
  content_type: string;
  image: string;
  created_at: number;
}

export type PromoterRow = Selectable<PromotersTable>;
export type DistributionSettingsRow = Selectable<DistributionSettingsTable>;
export type DistributionLevelRow = Selectable<DistributionLevelsTable>;
export type DistributionProductRow = Selectable<DistributionProductsTable>;
export type CommissionRow = Selectable<DistributionCommissionsTable>;
