/**
 * The definition format of a psychological scale. A scale is plain data: the scoring engine
 * (`engine.ts`) reads it and never knows which scale it scores. Numbers shown to users (item
 * numbers, band limits) are the same numbers used here.
 */

/** One answer choice. `value` is what the client submits and what the score adds up. */
export interface ScaleOption {
  value: number;
  label: string;
}

export interface ScaleItem {
  /** 1-based, consecutive; the number in messages such as 第3题未作答. */
  no: number;
  text: string;
  /** Code of the dimension the item counts towards. */
  dimension: string;
  /**
   * Reverse-keyed: the scored value is `min + max - value` over the item's option values, so
   * agreeing lowers the dimension. For a type axis, a reverse item is keyed to the second pole.
   */
  reverse?: boolean;
  /** Item-specific choices; otherwise the scale's shared `options`. */
  options?: readonly ScaleOption[];
}

/**
 * How a band reads for the user, independent of the score's direction (a high sleep score is
 * good, a high PHQ-9 score is not): lets a client colour a band without knowing the scale.
 */
export type BandTone = 'positive' | 'neutral' | 'caution' | 'warning';

/** An interpretation range of raw scores, inclusive at both ends. */
export interface Band {
  min: number;
  max: number;
  label: string;
  /** 1 for the band of the lowest scores, counting up. */
  level: number;
  tone: BandTone;
  description: string;
  advice: string;
}

export interface Dimension {
  code: string;
  name: string;
  /** What a high raw score on this dimension means, for the report. */
  description: string;
  /** Bands over this dimension's raw score; contiguous and covering its whole range. */
  bands?: readonly Band[];
}

export interface TypePole {
  letter: string;
  name: string;
}

/**
 * A bipolar axis of a type scale, read from one dimension: a raw score above the midpoint of
 * the dimension's range gives `high`, below gives `low`, exactly the midpoint gives `tie`
 * (which must be one of the two letters).
 */
export interface TypeAxis {
  dimension: string;
  high: TypePole;
  low: TypePole;
  tie: string;
}

export interface TypeProfile {
  name: string;
  description: string;
}

export interface TypeModel {
  /** In letter order: the type code is one letter per axis, in this order. */
  axes: readonly TypeAxis[];
  /** Every combination of letters, e.g. `INTJ`. */
  profiles: Readonly<Record<string, TypeProfile>>;
}

export interface Hotline {
  name: string;
  number: string;
  note: string;
}

/** Text a report must show prominently when its flag is raised. */
export interface Notice {
  title: string;
  text: string;
  hotlines: readonly Hotline[];
}

export type FlagCode = 'crisis';

/** Raised when the answer to item `itemNo` is above `above` (its submitted option value). */
export interface ItemFlag {
  code: FlagCode;
  itemNo: number;
  above: number;
  notice: Notice;
}

export type ScaleCategory = 'emotion' | 'personality' | 'wellbeing';

export interface Scale {
  /** Stable identifier in URLs, reports and the database, e.g. `phq9`. */
  code: string;
  title: string;
  shortTitle: string;
  category: ScaleCategory;
  /** A validated screening instrument with clinical cut-offs (still not a diagnosis). */
  clinical: boolean;
  disclaimer: string;
  intro: string;
  /** The question stem shown above every item, e.g. the time frame. */
  instruction: string;
  minutes: number;
  options: readonly ScaleOption[];
  items: readonly ScaleItem[];
  dimensions: readonly Dimension[];
  /** The total over all items; null where a sum means nothing (Big Five, type test). */
  total: { label: string; bands: readonly Band[] } | null;
  type?: TypeModel;
  flags?: readonly ItemFlag[];
  /** Where the items and cut-offs come from. */
  source: string;
  /** Why the product may use the items (public domain, free without permission, own writing). */
  licence: string;
}

/** Question number → submitted option value, as the client sends it (keys arrive as strings). */
export type Answers = Readonly<Record<string, unknown>>;
