import { sha256Hex } from '../../core/crypto.js';
import type { Answers, Band, Notice, Scale, ScaleItem, ScaleOption, TypeAxis } from './types.js';

/**
 * The one scoring engine: validates an answer set against a scale definition and scores it.
 * Pure and deterministic (no clock, no randomness, no I/O), so a report can be recomputed from
 * stored answers at any time and gives the same numbers.
 */

/** A refused answer set; the message names the question in Chinese, ready to show. */
export class AnswerError extends Error {
  constructor(
    /** The question at fault, or null when the answer set as a whole is malformed. */
    readonly questionNo: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'AnswerError';
  }
}

export interface ScoreView {
  raw: number;
  min: number;
  max: number;
  /** Percent of maximum possible, (raw - min) / (max - min) × 100, one decimal. */
  percent: number;
  band: Band | null;
}

export interface DimensionScore extends ScoreView {
  code: string;
  name: string;
  description: string;
}

export interface AxisScore {
  dimension: string;
  /** The two letters, high pole first, e.g. ['E', 'I']. */
  letters: [string, string];
  pole: string;
  poleName: string;
  /** 0 at the midpoint of the axis, 100 at either end. */
  strength: number;
  /** True when the raw score sat exactly on the midpoint and the axis's tie rule chose. */
  tie: boolean;
}

export interface TypeResult {
  code: string;
  name: string;
  description: string;
  axes: AxisScore[];
}

export interface ScoreResult {
  scaleCode: string;
  total: (ScoreView & { label: string }) | null;
  dimensions: DimensionScore[];
  type: TypeResult | null;
  flags: { crisis: boolean };
  /** Notices of raised flags, in definition order; a report shows each prominently. */
  notices: Notice[];
}

const QUESTION_KEY = /^[1-9][0-9]*$/;

function optionsOf(scale: Scale, item: ScaleItem): readonly ScaleOption[] {
  return item.options ?? scale.options;
}

function valueRange(options: readonly ScaleOption[]): { min: number; max: number } {
  const values = options.map((o) => o.value);
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** The submitted option value of every item, in item order; throws AnswerError on the first fault. */
function validate(scale: Scale, answers: Answers): number[] {
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) {
    throw new AnswerError(null, '请提交答案');
  }
  const values = scale.items.map((item) => {
    const value = answers[String(item.no)];
    if (value === undefined || value === null) throw new AnswerError(item.no, `第${item.no}题未作答`);
    if (typeof value !== 'number' || !optionsOf(scale, item).some((o) => o.value === value)) {
      throw new AnswerError(item.no, `第${item.no}题的答案不在选项范围内`);
    }
    return value;
  });
  for (const key of Object.keys(answers).sort(compareKeys)) {
    if (!QUESTION_KEY.test(key)) throw new AnswerError(null, '答案中包含无效的题号');
    const no = Number(key);
    if (no > scale.items.length) throw new AnswerError(no, `第${no}题不存在`);
  }
  return values;
}

/**
 * Checks one answer the way `score` checks it in a full set (same messages), so that answers
 * saved one at a time are refused as early as the final submission would refuse them.
 */
export function checkAnswer(scale: Scale, questionNo: number, value: unknown): void {
  const item = Number.isInteger(questionNo) && questionNo >= 1 ? scale.items[questionNo - 1] : undefined;
  if (!item) throw new AnswerError(questionNo, `第${questionNo}题不存在`);
  if (typeof value !== 'number' || !optionsOf(scale, item).some((o) => o.value === value)) {
    throw new AnswerError(item.no, `第${item.no}题的答案不在选项范围内`);
  }
}

function scored(scale: Scale, item: ScaleItem, value: number): number {
  if (!item.reverse) return value;
  const { min, max } = valueRange(optionsOf(scale, item));
  return min + max - value;
}

function bandOf(bands: readonly Band[] | undefined, raw: number): Band | null {
  return bands?.find((b) => raw >= b.min && raw <= b.max) ?? null;
}

function view(raw: number, min: number, max: number, bands: readonly Band[] | undefined): ScoreView {
  const percent = max === min ? 0 : Math.round(((raw - min) / (max - min)) * 1000) / 10;
  return { raw, min, max, percent, band: bandOf(bands, raw) };
}

function axisScore(axis: TypeAxis, dim: ScoreView): AxisScore {
  const mid = (dim.min + dim.max) / 2;
  const tie = dim.raw === mid;
  const pole = tie ? (axis.tie === axis.high.letter ? axis.high : axis.low) : dim.raw > mid ? axis.high : axis.low;
  const strength = Math.round((Math.abs(dim.raw - mid) / (mid - dim.min)) * 100);
  return { dimension: axis.dimension, letters: [axis.high.letter, axis.low.letter], pole: pole.letter, poleName: pole.name, strength, tie };
}

/** Scores a complete answer set. Throws AnswerError naming the first faulty question. */
export function score(scale: Scale, answers: Answers): ScoreResult {
  const values = validate(scale, answers);
  const sums = new Map<string, { raw: number; min: number; max: number }>();
  let total = { raw: 0, min: 0, max: 0 };
  scale.items.forEach((item, i) => {
    const { min, max } = valueRange(optionsOf(scale, item));
    const points = scored(scale, item, values[i]);
    const sum = sums.get(item.dimension) ?? { raw: 0, min: 0, max: 0 };
    sums.set(item.dimension, { raw: sum.raw + points, min: sum.min + min, max: sum.max + max });
    total = { raw: total.raw + points, min: total.min + min, max: total.max + max };
  });

  const dimensions = scale.dimensions.map((d): DimensionScore => {
    const s = sums.get(d.code)!;
    return { code: d.code, name: d.name, description: d.description, ...view(s.raw, s.min, s.max, d.bands) };
  });

  let type: TypeResult | null = null;
  if (scale.type) {
    const axes = scale.type.axes.map((axis) => axisScore(axis, dimensions.find((d) => d.code === axis.dimension)!));
    const code = axes.map((a) => a.pole).join('');
    const profile = scale.type.profiles[code];
    type = { code, name: profile.name, description: profile.description, axes };
  }

  const raised = (scale.flags ?? []).filter((f) => values[f.itemNo - 1] > f.above);
  return {
    scaleCode: scale.code,
    total: scale.total ? { label: scale.total.label, ...view(total.raw, total.min, total.max, scale.total.bands) } : null,
    dimensions,
    type,
    flags: { crisis: raised.some((f) => f.code === 'crisis') },
    notices: raised.map((f) => f.notice),
  };
}

function compareKeys(a: string, b: string): number {
  const byNumber = Number(a) - Number(b);
  return Number.isNaN(byNumber) || byNumber === 0 ? (a < b ? -1 : a > b ? 1 : 0) : byNumber;
}

/**
 * A stable hash of one answer set for one scale, independent of key order: the same answers
 * submitted twice give the same fingerprint, so a later submission can be recognised as a repeat.
 */
export function answerFingerprint(scaleCode: string, answers: Answers): string {
  const entries = Object.keys(answers)
    .sort(compareKeys)
    .map((key) => [key, answers[key]]);
  return sha256Hex(JSON.stringify([scaleCode, entries]));
}

/**
 * Checks a definition for the mistakes that would make scores wrong: item numbering, unknown
 * dimensions, bands with gaps or overlaps, type profiles missing a letter combination. The
 * catalogue runs it on every scale at load, so a broken definition never serves a report.
 */
export function checkScale(scale: Scale): void {
  const fail = (why: string): never => {
    throw new Error(`scale ${scale.code}: ${why}`);
  };
  const dimensionCodes = new Set(scale.dimensions.map((d) => d.code));
  if (dimensionCodes.size !== scale.dimensions.length) fail('duplicate dimension code');
  if (scale.items.length === 0) fail('no items');
  const ranges = new Map<string, { min: number; max: number }>();
  let total = { min: 0, max: 0 };
  scale.items.forEach((item, i) => {
    if (item.no !== i + 1) fail(`item ${i + 1} is numbered ${item.no}`);
    if (!dimensionCodes.has(item.dimension)) fail(`item ${item.no} has unknown dimension ${item.dimension}`);
    const options = optionsOf(scale, item);
    const values = options.map((o) => o.value);
    if (options.length < 2 || new Set(values).size !== values.length || !values.every(Number.isInteger)) {
      fail(`item ${item.no} needs at least two distinct integer option values`);
    }
    const { min, max } = valueRange(options);
    const r = ranges.get(item.dimension) ?? { min: 0, max: 0 };
    ranges.set(item.dimension, { min: r.min + min, max: r.max + max });
    total = { min: total.min + min, max: total.max + max };
  });
  const checkBands = (what: string, bands: readonly Band[], range: { min: number; max: number }) => {
    let next = range.min;
    bands.forEach((b, i) => {
      if (b.min !== next || b.max < b.min) fail(`${what} band ${i + 1} should start at ${next}`);
      if (b.level !== i + 1) fail(`${what} band ${i + 1} has level ${b.level}`);
      next = b.max + 1;
    });
    if (next !== range.max + 1) fail(`${what} bands end at ${next - 1}, not ${range.max}`);
  };
  for (const d of scale.dimensions) {
    const range = ranges.get(d.code) ?? fail(`dimension ${d.code} has no items`);
    if (d.bands) checkBands(`dimension ${d.code}`, d.bands, range);
  }
  if (scale.total) checkBands('total', scale.total.bands, total);
  if (scale.type) {
    const { axes, profiles } = scale.type;
    let codes = [''];
    for (const axis of axes) {
      if (!dimensionCodes.has(axis.dimension)) fail(`axis on unknown dimension ${axis.dimension}`);
      if (axis.tie !== axis.high.letter && axis.tie !== axis.low.letter) fail(`axis ${axis.dimension} tie letter`);
      codes = codes.flatMap((c) => [c + axis.high.letter, c + axis.low.letter]);
    }
    const defined = Object.keys(profiles).sort();
    if (JSON.stringify(defined) !== JSON.stringify(codes.sort())) fail('type profiles must cover every letter combination exactly');
  }
  for (const flag of scale.flags ?? []) {
    if (flag.itemNo < 1 || flag.itemNo > scale.items.length) fail(`flag on missing item ${flag.itemNo}`);
  }
}
