import { checkScale } from './engine.js';
import { bigFive } from './scales/big-five.js';
import { gad7 } from './scales/gad7.js';
import { jungianType } from './scales/jungian-type.js';
import { phq9 } from './scales/phq9.js';
import { relationships } from './scales/relationships.js';
import { selfEsteem } from './scales/self-esteem.js';
import { sleep } from './scales/sleep.js';
import { stress } from './scales/stress.js';
import type { Scale, ScaleCategory } from './types.js';

/** Every scale the product ships, in display order. The one place a scale is registered. */
export const SCALES: readonly Scale[] = [phq9, gad7, jungianType, bigFive, sleep, stress, relationships, selfEsteem];

export const CATEGORY_NAMES: Readonly<Record<ScaleCategory, string>> = {
  emotion: '情绪健康',
  personality: '性格探索',
  wellbeing: '生活状态',
};

const byCode = new Map<string, Scale>();
for (const scale of SCALES) {
  // A broken definition must stop the server at start, not mis-score a user's report.
  checkScale(scale);
  if (byCode.has(scale.code)) throw new Error(`duplicate scale code ${scale.code}`);
  byCode.set(scale.code, scale);
}

export function scaleByCode(code: string): Scale | undefined {
  return byCode.get(code);
}
