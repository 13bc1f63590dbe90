import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SCALES, scaleByCode } from '../src/areas/assessment/scales.js';
import { AnswerError, answerFingerprint, checkScale, score, type ScoreResult } from '../src/areas/assessment/engine.js';
import { CRISIS_NOTICE } from '../src/areas/assessment/scales/phq9.js';
import type { Answers, Scale } from '../src/areas/assessment/types.js';

// Pure scoring: no database, no server. Every expected number below is worked out by hand in
// the comment next to it, never computed with the engine's own rules.

const scale = (code: string): Scale => {
  const s = scaleByCode(code);
  assert.ok(s, `scale ${code}`);
  return s;
};

/** Answers in item order → the `{ "1": v1, "2": v2, … }` the client submits. */
const list = (values: number[]): Record<string, number> => Object.fromEntries(values.map((v, i) => [String(i + 1), v]));

const dim = (r: ScoreResult, code: string) => {
  const d = r.dimensions.find((x) => x.code === code);
  assert.ok(d, `dimension ${code}`);
  return d;
};

/** [raw, band label] of every dimension, for compact assertions. */
const dims = (r: ScoreResult) => Object.fromEntries(r.dimensions.map((d) => [d.code, d.band ? [d.raw, d.band.label] : d.raw]));

/**
 * Answers whose scored points over `nos` add up to `target` (used only to reach band edges).
 * Points are handed out item by item from each item's minimum; a reverse item's answer is the
 * mirror of its points, so the construction itself exercises reverse keying.
 */
function answersFor(s: Scale, nos: number[], target: number, rest: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of s.items) out[item.no] = rest;
  const values = s.options.map((o) => o.value);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  let left = target - nos.length * min;
  assert.ok(left >= 0 && left <= nos.length * (max - min), `target ${target} reachable`);
  for (const no of nos) {
    const points = min + Math.min(left, max - min);
    left -= points - min;
    out[no] = s.items[no - 1].reverse ? min + max - points : points;
  }
  return out;
}

const allNos = (s: Scale) => s.items.map((i) => i.no);
const nosOf = (s: Scale, dimension: string) => s.items.filter((i) => i.dimension === dimension).map((i) => i.no);

function refused(s: Scale, answers: unknown, questionNo: number | null, message: string) {
  assert.throws(
    () => score(s, answers as Answers),
    (e: unknown) => {
      assert.ok(e instanceof AnswerError);
      assert.equal(e.questionNo, questionNo);
      assert.equal(e.message, message);
      return true;
    },
  );
}

describe('catalogue', () => {
  test('eight scales, each a valid definition, clinical only for PHQ-9 and GAD-7', () => {
    assert.deepEqual(
      SCALES.map((s) => [s.code, s.items.length, s.clinical]),
      [
        ['phq9', 9, true],
        ['gad7', 7, true],
        ['jungian-type', 32, false],
        ['big-five', 50, false],
        ['sleep', 10, false],
        ['stress', 10, false],
        ['relationships', 10, false],
        ['self-esteem', 10, false],
      ],
    );
    for (const s of SCALES) {
      checkScale(s);
      assert.ok(s.source.length > 20 && s.licence.length > 5 && s.disclaimer.length > 10, s.code);
      assert.equal(scaleByCode(s.code), s);
    }
    assert.equal(scaleByCode('mbti'), undefined);
  });

  test('own short scales are labelled non-clinical and have 8–12 items, some reverse-keyed', () => {
    for (const code of ['sleep', 'stress', 'relationships', 'self-esteem']) {
      const s = scale(code);
      assert.match(s.title, /非临床/);
      assert.match(s.disclaimer, /非临床/);
      assert.match(s.licence, /心栈原创/);
      assert.ok(s.items.length >= 8 && s.items.length <= 12, code);
      const reversed = s.items.filter((i) => i.reverse).length;
      assert.ok(reversed >= 3 && reversed <= s.items.length - 3, `${code} mixes keys`);
      assert.ok(s.total && s.total.bands.every((b) => b.advice.length > 10), code);
    }
  });

  test('PHQ-9 and GAD-7 state that Pfizer lets anyone use them without permission', () => {
    for (const code of ['phq9', 'gad7']) {
      assert.match(scale(code).licence, /辉瑞公司（Pfizer）/);
      assert.match(scale(code).licence, /无需获得许可/);
      assert.deepEqual(
        scale(code).options.map((o) => [o.value, o.label]),
        [
          [0, '完全不会'],
          [1, '好几天'],
          [2, '一半以上的天数'],
          [3, '几乎每天'],
        ],
      );
    }
  });

  test('Big Five follows the published IPIP-50 key: factor by position, minus-keyed items', () => {
    const s = scale('big-five');
    const factors = ['E', 'A', 'C', 'ES', 'O'];
    s.items.forEach((item) => assert.equal(item.dimension, factors[(item.no - 1) % 5], `item ${item.no}`));
    const minus = (f: string) => s.items.filter((i) => i.dimension === f && i.reverse).map((i) => i.no);
    // ipip.ori.org: E 6,16,26,36,46 (−); A 2,12,22,32 (−); C 8,18,28,38 (−);
    // Emotional Stability + only for 9 and 19; Intellect 10,20,30 (−).
    assert.deepEqual(minus('E'), [6, 16, 26, 36, 46]);
    assert.deepEqual(minus('A'), [2, 12, 22, 32]);
    assert.deepEqual(minus('C'), [8, 18, 28, 38]);
    assert.deepEqual(minus('ES'), [4, 14, 24, 29, 34, 39, 44, 49]);
    assert.deepEqual(minus('O'), [10, 20, 30]);
    for (const f of factors) assert.equal(nosOf(s, f).length, 10);
    assert.match(s.licence, /公有领域/);
  });

  test('type test: eight items per axis, four keyed to each pole', () => {
    const s = scale('jungian-type');
    for (const axis of ['EI', 'SN', 'TF', 'JP']) {
      const items = s.items.filter((i) => i.dimension === axis);
      assert.equal(items.length, 8, axis);
      assert.equal(items.filter((i) => i.reverse).length, 4, axis);
    }
    assert.equal(Object.keys(s.type!.profiles).length, 16);
    assert.match(s.licence, /未使用 MBTI/);
  });
});

describe('PHQ-9', () => {
  const s = scale('phq9');

  test('hand-scored set: 11 → 中度, item 9 = 1 raises the crisis notice', () => {
    // 1+2+0+3+1+0+2+1+1 = 11; 11/27 = 40.74 % → 40.7; band 10–14 中度 (level 3).
    const r = score(s, list([1, 2, 0, 3, 1, 0, 2, 1, 1]));
    assert.equal(r.total!.raw, 11);
    assert.equal(r.total!.min, 0);
    assert.equal(r.total!.max, 27);
    assert.equal(r.total!.percent, 40.7);
    assert.equal(r.total!.band!.label, '中度');
    assert.equal(r.total!.band!.level, 3);
    assert.equal(r.flags.crisis, true);
    assert.deepEqual(r.notices, [CRISIS_NOTICE]);
    assert.deepEqual(
      r.notices[0].hotlines.map((h) => h.number),
      ['12356', '400-161-9995', '120 / 110'],
    );
    assert.deepEqual(dims(r), { depression: 11 });
    assert.equal(r.type, null);
  });

  test('a high score with item 9 = 0 has no crisis notice; item 9 alone raises it', () => {
    // 3×8 + 0 = 24 → 重度 (20–27), item 9 = 0 → no crisis.
    const high = score(s, list([3, 3, 3, 3, 3, 3, 3, 3, 0]));
    assert.deepEqual([high.total!.raw, high.total!.band!.label, high.flags.crisis, high.notices], [24, '重度', false, []]);
    // Only item 9 = 2: total 2 → 无或极轻微, and still the crisis notice.
    const only9 = score(s, list([0, 0, 0, 0, 0, 0, 0, 0, 2]));
    assert.deepEqual([only9.total!.raw, only9.total!.band!.label, only9.flags.crisis], [2, '无或极轻微', true]);
    assert.equal(only9.notices[0].title, '你的安全最重要');
  });

  test('every band edge: 0/4 无或极轻微, 5/9 轻度, 10/14 中度, 15/19 中重度, 20/27 重度', () => {
    const edges: [number, string][] = [
      [0, '无或极轻微'], [4, '无或极轻微'], [5, '轻度'], [9, '轻度'], [10, '中度'],
      [14, '中度'], [15, '中重度'], [19, '中重度'], [20, '重度'], [27, '重度'],
    ];
    for (const [total, label] of edges) {
      // Fill items 1..8 first, so item 9 stays 0 up to 24; 27 needs item 9 = 3.
      const answers = answersFor(s, allNos(s), total, 0);
      const r = score(s, answers);
      assert.deepEqual([r.total!.raw, r.total!.band!.label], [total, label]);
      assert.equal(r.flags.crisis, answers['9'] > 0, `crisis at ${total}`);
    }
  });
});

describe('GAD-7', () => {
  const s = scale('gad7');

  test('hand-scored set: 2+1+3+0+1+2+1 = 10 → 中度, never a crisis flag', () => {
    const r = score(s, list([2, 1, 3, 0, 1, 2, 1]));
    // 10/21 = 47.62 % → 47.6
    assert.deepEqual([r.total!.raw, r.total!.max, r.total!.percent, r.total!.band!.label], [10, 21, 47.6, '中度']);
    assert.equal(r.flags.crisis, false);
    assert.deepEqual(score(s, list([3, 3, 3, 3, 3, 3, 3])).total!.band!.label, '重度');
  });

  test('every band edge: 0/4, 5/9, 10/14, 15/21', () => {
    const edges: [number, string][] = [
      [0, '无或极轻微'], [4, '无或极轻微'], [5, '轻度'], [9, '轻度'],
      [10, '中度'], [14, '中度'], [15, '重度'], [21, '重度'],
    ];
    for (const [total, label] of edges) {
      const r = score(s, answersFor(s, allNos(s), total, 0));
      assert.deepEqual([r.total!.raw, r.total!.band!.label], [total, label]);
    }
  });
});

describe('Jungian type test', () => {
  const s = scale('jungian-type');
  // Items cycle E/I, S/N, T/F, J/P: axis k holds items k, k+4, … ; items 5–8, 13–16, 21–24,
  // 29–32 are keyed to the second pole. Axis raw range 8..40, midpoint 24.
  const set = (first: [number, number, number, number], second: [number, number, number, number]) => {
    const out: Record<string, number> = {};
    for (let no = 1; no <= 32; no += 1) {
      const axis = (no - 1) % 4;
      const secondPole = Math.floor((no - 1) / 4) % 2 === 1;
      out[no] = secondPole ? second[axis] : first[axis];
    }
    return out;
  };

  test('crafted set → ENTP with the expected strengths and a J/P tie', () => {
    // E/I: E items 5 ×4 = 20, I items answered 1 → 5 each ×4 = 20 → 40 → E, strength 100.
    // S/N: S items 1 ×4 = 4, N items answered 5 → 1 each ×4 = 4 → 8 → N, strength 100.
    // T/F: T items 4 ×4 = 16, F items answered 2 → 4 each ×4 = 16 → 32 → T, (32-24)/16 = 50.
    // J/P: all 3 → 12 + 12 = 24 = midpoint → tie → P, strength 0.
    const r = score(s, set([5, 1, 4, 3], [1, 5, 2, 3]));
    assert.equal(r.type!.code, 'ENTP');
    assert.equal(r.type!.name, '机敏的创新者');
    assert.deepEqual(
      r.type!.axes.map((a) => [a.dimension, a.pole, a.strength, a.tie]),
      [
        ['EI', 'E', 100, false],
        ['SN', 'N', 100, false],
        ['TF', 'T', 50, false],
        ['JP', 'P', 0, true],
      ],
    );
    assert.deepEqual(dims(r), { EI: 40, SN: 8, TF: 32, JP: 24 });
    assert.equal(r.total, null);
  });

  test('crafted set → ISTJ', () => {
    // E/I: 2×4 + (6-4)×4 = 16 → I, (24-16)/16 = 50. S/N: 4×4 + (6-2)×4 = 32 → S, 50.
    // T/F: 5×4 + (6-1)×4 = 40 → T, 100. J/P: 4×4 + (6-2)×4 = 32 → J, 50.
    const r = score(s, set([2, 4, 5, 4], [4, 2, 1, 2]));
    assert.equal(r.type!.code, 'ISTJ');
    assert.deepEqual(r.type!.axes.map((a) => [a.pole, a.poleName, a.strength]), [
      ['I', '内向', 50],
      ['S', '实感', 50],
      ['T', '思考', 100],
      ['J', '判断', 50],
    ]);
  });

  test('ties go to I, N, F, P: all-neutral and all-agree both land on the midpoint', () => {
    // All 3: every axis 12 + 12 = 24. All 5 (acquiescence): 4×5 + 4×1 = 24 too, by balanced keying.
    for (const v of [3, 5]) {
      const r = score(s, set([v, v, v, v], [v, v, v, v]));
      assert.equal(r.type!.code, 'INFP');
      assert.ok(r.type!.axes.every((a) => a.tie && a.strength === 0));
    }
  });

  test('one point off the midpoint decides the axis with a small strength', () => {
    // T/F: T items 4,3,3,3 = 13, F items all 3 → 12 → 25 → T, 1/16 = 6.25 % → 6.
    const answers = set([3, 3, 3, 3], [3, 3, 3, 3]);
    answers['3'] = 4;
    const r = score(s, answers);
    assert.equal(r.type!.code, 'INTP');
    assert.deepEqual([r.type!.axes[2].pole, r.type!.axes[2].strength, r.type!.axes[2].tie], ['T', 6, false]);
    // E/I: one I item answered 4 instead of 3 → 24 - 1 = 23 → I without a tie.
    answers['5'] = 4;
    assert.equal(score(s, answers).type!.axes[0].tie, false);
  });
});

describe('Big Five (IPIP-50)', () => {
  const s = scale('big-five');

  test('all "非常符合" (5) gives the keyed sums, percent of maximum and bands', () => {
    // E: 5 plus items ×5 = 25 + 5 minus items ×1 = 5 → 30 → (30-10)/40 = 50 %, 中等.
    // A: 6×5 + 4×1 = 34 → 60 %, 中等. C: 6×5 + 4×1 = 34 → 60 %, 中等.
    // ES: 2×5 + 8×1 = 18 → 20 %, 偏低. O: 7×5 + 3×1 = 38 → 70 %, 偏高.
    const r = score(s, list(Array(50).fill(5)));
    assert.deepEqual(dims(r), { E: [30, '中等'], A: [34, '中等'], C: [34, '中等'], ES: [18, '偏低'], O: [38, '偏高'] });
    assert.deepEqual(r.dimensions.map((d) => d.percent), [50, 60, 60, 20, 70]);
    assert.equal(r.total, null);
    assert.equal(r.type, null);
  });

  test('all "非常不符合" (1) mirrors it', () => {
    // E: 5×1 + 5×5 = 30; A: 6×1 + 4×5 = 26 (40 %); C: 26; ES: 2×1 + 8×5 = 42 (80 %, 偏高); O: 7 + 15 = 22 (30 %, 偏低).
    const r = score(s, list(Array(50).fill(1)));
    assert.deepEqual(dims(r), { E: [30, '中等'], A: [26, '中等'], C: [26, '中等'], ES: [42, '偏高'], O: [22, '偏低'] });
    assert.deepEqual(r.dimensions.map((d) => d.percent), [50, 40, 40, 80, 30]);
  });

  test('a hand-scored mixed set for Conscientiousness', () => {
    // C items 3,8,13,18,23,28,33,38,43,48 answered 4,2,5,1,3,4,4,2,5,3; minus-keyed 8,18,28,38 → 4,5,2,4.
    // 4+4+5+5+3+2+4+4+5+3 = 39 → 偏高, (39-10)/40 = 72.5 %.
    const answers = list(Array(50).fill(3));
    [4, 2, 5, 1, 3, 4, 4, 2, 5, 3].forEach((v, i) => (answers[String(3 + 5 * i)] = v));
    const c = dim(score(s, answers), 'C');
    assert.deepEqual([c.raw, c.percent, c.band!.label], [39, 72.5, '偏高']);
  });

  test('band edges of every trait: 10/22 偏低, 23/37 中等, 38/50 偏高', () => {
    const edges: [number, string][] = [[10, '偏低'], [22, '偏低'], [23, '中等'], [37, '中等'], [38, '偏高'], [50, '偏高']];
    for (const trait of ['E', 'A', 'C', 'ES', 'O']) {
      for (const [raw, label] of edges) {
        const r = score(s, answersFor(s, nosOf(s, trait), raw, 3));
        const d = dim(r, trait);
        assert.deepEqual([d.raw, d.band!.label], [raw, label], `${trait} ${raw}`);
        // Every other trait, all answered 3, sits at 30 whatever its keying.
        for (const other of r.dimensions) if (other.code !== trait) assert.equal(other.raw, 30);
      }
    }
  });
});

describe('non-clinical scales', () => {
  test('sleep: hand-scored set and all "总是"', () => {
    const s = scale('sleep');
    // Reverse 2,4,6,7,8. [4,2,4,1,5,2,3,5,4,4] → 4, 6-2=4, 4, 6-1=5, 5, 6-2=4, 6-3=3, 6-5=1, 4, 4 = 38 → 良好 (70 %).
    // night 1,2,4,7 = 4+4+5+3 = 16; day 3,6,9,10 = 4+4+4+4 = 16; habit 5,8 = 5+1 = 6.
    const r = score(s, list([4, 2, 4, 1, 5, 2, 3, 5, 4, 4]));
    assert.deepEqual([r.total!.raw, r.total!.percent, r.total!.band!.label], [38, 70, '睡眠良好']);
    assert.deepEqual(dims(r), { night: 16, day: 16, habit: 6 });
    // All 5: plus 1,3,5,9,10 → 25, reverse 2,4,6,7,8 → 5 → 30 → 一般; night 5+1+1+1 = 8, day 5+1+5+5 = 16, habit 5+1 = 6.
    const all5 = score(s, list(Array(10).fill(5)));
    assert.deepEqual([all5.total!.raw, all5.total!.band!.label], [30, '睡眠一般']);
    assert.deepEqual(dims(all5), { night: 8, day: 16, habit: 6 });
  });

  test('stress: hand-scored set and all "总是"', () => {
    const s = scale('stress');
    // Reverse 2,4,7,9. [4,2,3,2,4,3,1,2,2,3] → 4, 4, 3, 4, 4, 3, 5, 2, 4, 3 = 36 → 压力较大.
    // load 1,3,6,10 = 4+3+3+3 = 13; body 5,8 = 4+2 = 6; coping 2,4,7,9 = 4+4+5+4 = 17.
    const r = score(s, list([4, 2, 3, 2, 4, 3, 1, 2, 2, 3]));
    assert.deepEqual([r.total!.raw, r.total!.band!.label, r.total!.band!.tone], [36, '压力较大', 'caution']);
    assert.deepEqual(dims(r), { load: 13, body: 6, coping: 17 });
    // All 5: plus 1,3,5,6,8,10 → 30, reverse → 4 → 34 → 压力较大.
    assert.equal(score(s, list(Array(10).fill(5))).total!.raw, 34);
  });

  test('relationships: hand-scored set and all "非常同意"', () => {
    const s = scale('relationships');
    // Reverse 2,4,6,8,10. [5,2,4,2,4,1,4,3,4,2] → 5, 4, 4, 4, 4, 5, 4, 3, 4, 4 = 41 → 关系良好.
    // support 1,2,5,6,7 = 5+4+4+5+4 = 22; communication 3,4,9 = 12; boundary 8,10 = 3+4 = 7.
    const r = score(s, list([5, 2, 4, 2, 4, 1, 4, 3, 4, 2]));
    assert.deepEqual([r.total!.raw, r.total!.band!.label], [41, '关系良好']);
    assert.deepEqual(dims(r), { support: 22, communication: 12, boundary: 7 });
    // All 5: 5 plus ×5 = 25 + 5 reverse ×1 = 5 → 30 → 状态一般.
    assert.deepEqual(score(s, list(Array(10).fill(5))).total!.band!.label, '状态一般');
  });

  test('self-esteem: hand-scored set and all "非常同意"', () => {
    const s = scale('self-esteem');
    // Reverse 2,4,6,8,10. [2,4,3,5,2,4,3,4,2,5] → 2, 2, 3, 1, 2, 2, 3, 2, 2, 1 = 20 → 自尊偏低 (25 %).
    // worth 1,3,6,10 = 2+3+2+1 = 8; acceptance 7,8,9 = 3+2+2 = 7; resilience 2,4,5 = 2+1+2 = 5.
    const r = score(s, list([2, 4, 3, 5, 2, 4, 3, 4, 2, 5]));
    assert.deepEqual([r.total!.raw, r.total!.percent, r.total!.band!.label], [20, 25, '自尊偏低']);
    assert.deepEqual(dims(r), { worth: 8, acceptance: 7, resilience: 5 });
    assert.equal(score(s, list(Array(10).fill(5))).total!.raw, 30);
  });

  test('every band edge of the four scales', () => {
    const edges: Record<string, [number, string][]> = {
      sleep: [[10, '睡眠较差'], [25, '睡眠较差'], [26, '睡眠一般'], [37, '睡眠一般'], [38, '睡眠良好'], [50, '睡眠良好']],
      stress: [[10, '压力较小'], [22, '压力较小'], [23, '压力中等'], [32, '压力中等'], [33, '压力较大'], [41, '压力较大'], [42, '压力很大'], [50, '压力很大']],
      relationships: [[10, '需要关注'], [24, '需要关注'], [25, '状态一般'], [37, '状态一般'], [38, '关系良好'], [50, '关系良好']],
      'self-esteem': [[10, '自尊偏低'], [24, '自尊偏低'], [25, '自尊中等'], [37, '自尊中等'], [38, '自尊较高'], [50, '自尊较高']],
    };
    for (const [code, list] of Object.entries(edges)) {
      const s = scale(code);
      for (const [total, label] of list) {
        const r = score(s, answersFor(s, allNos(s), total, 3));
        assert.deepEqual([r.total!.raw, r.total!.band!.label], [total, label], `${code} ${total}`);
      }
    }
  });
});

describe('refused answer sets name the question', () => {
  const phq = scale('phq9');
  const full = () => list([1, 2, 0, 3, 1, 0, 2, 1, 1]);

  test('missing answers: the first missing question is named', () => {
    const a = full();
    delete a['3'];
    refused(phq, a, 3, '第3题未作答');
    delete a['5'];
    refused(phq, a, 3, '第3题未作答');
    refused(phq, { ...full(), 9: null }, 9, '第9题未作答');
    refused(phq, {}, 1, '第1题未作答');
  });

  test('answers outside the options', () => {
    refused(phq, { ...full(), 3: 4 }, 3, '第3题的答案不在选项范围内');
    refused(phq, { ...full(), 3: -1 }, 3, '第3题的答案不在选项范围内');
    refused(phq, { ...full(), 3: 1.5 }, 3, '第3题的答案不在选项范围内');
    refused(phq, { ...full(), 3: '2' }, 3, '第3题的答案不在选项范围内');
    // 0 is an option of PHQ-9 but not of the 1..5 Big Five scale.
    refused(scale('big-five'), { ...list(Array(50).fill(3)), 7: 0 }, 7, '第7题的答案不在选项范围内');
  });

  test('unknown questions and malformed sets', () => {
    refused(phq, { ...full(), 10: 1 }, 10, '第10题不存在');
    refused(phq, { ...full(), abc: 1 }, null, '答案中包含无效的题号');
    refused(phq, { ...full(), '0': 1 }, null, '答案中包含无效的题号');
    refused(phq, [1, 2, 0, 3, 1, 0, 2, 1, 1], null, '请提交答案');
    refused(phq, null, null, '请提交答案');
    const e = new AnswerError(3, '第3题未作答');
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'AnswerError');
  });
});

describe('determinism and fingerprints', () => {
  test('scoring is pure: same result twice, answers untouched', () => {
    const answers = Object.freeze(list([1, 2, 0, 3, 1, 0, 2, 1, 1]));
    assert.deepEqual(score(scale('phq9'), answers), score(scale('phq9'), answers));
  });

  test('fingerprint is stable under key order and changes with scale or any answer', () => {
    const a = list([1, 2, 0, 3, 1, 0, 2, 1, 1]);
    const reordered = Object.fromEntries(Object.entries(a).reverse());
    const fp = answerFingerprint('phq9', a);
    assert.match(fp, /^[0-9a-f]{64}$/);
    assert.equal(answerFingerprint('phq9', reordered), fp);
    assert.notEqual(answerFingerprint('gad7', a), fp);
    assert.notEqual(answerFingerprint('phq9', { ...a, 9: 0 }), fp);
    // Numeric order, not text order: 2 < 10 whichever is inserted first.
    const big = list(Array(12).fill(1));
    const shuffled = { '10': 1, '2': 1, '11': 1, '1': 1, '12': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 1, '8': 1, '9': 1 };
    assert.equal(answerFingerprint('x', shuffled), answerFingerprint('x', big));
  });
});

describe('definition checks', () => {
  const gad = scale('gad7');

  test('a gap between bands, a wrong item number, a missing type profile are caught', () => {
    const gap = { ...gad, total: { label: 'x', bands: gad.total!.bands.map((b, i) => (i === 1 ? { ...b, min: 6 } : b)) } };
    assert.throws(() => checkScale(gap), /band 2 should start at 5/);
    const short = { ...gad, total: { label: 'x', bands: gad.total!.bands.slice(0, 3) } };
    assert.throws(() => checkScale(short), /bands end at 14, not 21/);
    const numbering = { ...gad, items: gad.items.map((it) => (it.no === 4 ? { ...it, no: 5 } : it)) };
    assert.throws(() => checkScale(numbering), /item 4 is numbered 5/);
    const unknownDim = { ...gad, items: gad.items.map((it) => (it.no === 2 ? { ...it, dimension: 'nope' } : it)) };
    assert.throws(() => checkScale(unknownDim), /unknown dimension nope/);
    const type = scale('jungian-type');
    const { ENTP: _dropped, ...fewer } = type.type!.profiles;
    assert.throws(() => checkScale({ ...type, type: { ...type.type!, profiles: fewer } }), /every letter combination/);
    assert.throws(() => checkScale({ ...gad, flags: [{ ...scale('phq9').flags![0], itemNo: 9 }] }), /flag on missing item 9/);
  });
});
