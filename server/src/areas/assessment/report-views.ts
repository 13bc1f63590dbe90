import type { AxisScore, DimensionScore, ScoreResult } from './engine.js';
import type { Question } from './schemas.js';
import type { Hotline, Notice, Scale } from './types.js';

/**
 * What a report shows, computed from the engine's stored ScoreResult and the scale: a one-line
 * headline (the summary a locked report still shows), advice paragraphs and the question views
 * sent to the client. Pure functions; the services decide who may see what.
 */

/** The questions as the client sees them: never the dimension or the reverse key. */
export function questionViews(scale: Scale): Question[] {
  return scale.items.map((item) => ({
    no: item.no,
    text: item.text,
    options: (item.options ?? scale.options).map((o) => ({ value: o.value, label: o.label })),
  }));
}

function strongest(dimensions: DimensionScore[]): DimensionScore | undefined {
  return dimensions.reduce<DimensionScore | undefined>((best, d) => (!best || d.percent > best.percent ? d : best), undefined);
}

function weakest(dimensions: DimensionScore[]): DimensionScore | undefined {
  return dimensions.reduce<DimensionScore | undefined>((low, d) => (!low || d.percent < low.percent ? d : low), undefined);
}

/** The summary line: the total and its band, the type, or the most marked trait. */
export function headline(result: ScoreResult): string {
  if (result.type) return `${result.type.code} · ${result.type.name}`;
  if (result.total) {
    const band = result.total.band ? `（${result.total.band.label}）` : '';
    return `${result.total.label} ${result.total.raw} 分${band}`;
  }
  const top = strongest(result.dimensions);
  if (!top) return '';
  return `最突出的特质：${top.name}${top.band ? `（${top.band.label}）` : ''}`;
}

function axisAdvice(axis: AxisScore): string | null {
  if (axis.tie) return `你在「${axis.letters.join('/')}」上的偏好不明显，两种方式你都能用，可以留意自己在不同场合更自在的那一种。`;
  return null;
}

/**
 * Advice paragraphs: the total band's advice; each banded dimension's advice (Big Five); for
 * dimensions without bands, a pointer at the lowest one (our own scales, ASSESSMENTS.md); for a
 * type, the profile description and a note on each undecided axis.
 */
export function adviceOf(result: ScoreResult): string[] {
  const out: string[] = [];
  if (result.total?.band) out.push(result.total.band.advice);
  if (result.type) {
    out.push(result.type.description);
    for (const axis of result.type.axes) {
      const note = axisAdvice(axis);
      if (note) out.push(note);
    }
    return out;
  }
  const banded = result.dimensions.filter((d) => d.band);
  for (const d of banded) out.push(`${d.name}：${d.band!.advice}`);
  const unbanded = result.dimensions.filter((d) => !d.band);
  if (unbanded.length > 1) {
    const low = weakest(unbanded)!;
    out.push(`在各个方面中，「${low.name}」的得分相对最低（${low.percent}%），可以优先从这里开始关注和调整。`);
  }
  return out;
}

export interface ReportBody {
  headline: string;
  crisis: boolean;
  notices: (Omit<Notice, 'hotlines'> & { hotlines: Hotline[] })[];
  total: ScoreResult['total'];
  dimensions: DimensionScore[];
  type: ScoreResult['type'];
  advice: string[];
}

/**
 * The scored part of a report. Locked (waiting for friends' help): only the headline, and the
 * safety notices, which are never held back.
 */
export function reportBody(result: ScoreResult, locked: boolean): ReportBody {
  const notices = result.notices.map((n) => ({ ...n, hotlines: [...n.hotlines] }));
  const always = { headline: headline(result), crisis: result.flags.crisis, notices };
  if (locked) return { ...always, total: null, dimensions: [], type: null, advice: [] };
  return { ...always, total: result.total, dimensions: result.dimensions, type: result.type, advice: adviceOf(result) };
}
