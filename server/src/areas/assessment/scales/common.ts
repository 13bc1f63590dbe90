import type { ScaleOption } from '../types.js';

/** Answer sets shared by several scales, so that one wording serves every scale that uses it. */

/** PHQ-9 and GAD-7: how often over the last two weeks (the published Chinese wording). */
export const PHQ_FREQUENCY: readonly ScaleOption[] = [
  { value: 0, label: '完全不会' },
  { value: 1, label: '好几天' },
  { value: 2, label: '一半以上的天数' },
  { value: 3, label: '几乎每天' },
];

/** Five-point agreement, 1 = strongly disagree … 5 = strongly agree. */
export const AGREEMENT_5: readonly ScaleOption[] = [
  { value: 1, label: '非常不同意' },
  { value: 2, label: '不太同意' },
  { value: 3, label: '说不清' },
  { value: 4, label: '比较同意' },
  { value: 5, label: '非常同意' },
];

/** Five-point frequency, 1 = never … 5 = always. */
export const FREQUENCY_5: readonly ScaleOption[] = [
  { value: 1, label: '从不' },
  { value: 2, label: '很少' },
  { value: 3, label: '有时' },
  { value: 4, label: '经常' },
  { value: 5, label: '总是' },
];

/** IPIP's five-point accuracy scale (Very Inaccurate … Very Accurate). */
export const ACCURACY_5: readonly ScaleOption[] = [
  { value: 1, label: '非常不符合' },
  { value: 2, label: '比较不符合' },
  { value: 3, label: '说不清' },
  { value: 4, label: '比较符合' },
  { value: 5, label: '非常符合' },
];

/** Every non-clinical scale of our own writing carries the same disclaimer. */
export const NON_CLINICAL_DISCLAIMER =
  '本测评为非临床自评工具，由心栈编写，用于帮助你了解自己的近况，不是诊断，也不能代替专业评估。如果困扰持续或影响到生活，请寻求专业人员的帮助。';

/** PHQ-9 and GAD-7 are screening tools: the same caution applies to both. */
export const SCREENING_DISCLAIMER =
  '本量表是国际通用的筛查工具，结果只反映你近两周的自评状况，不能作为诊断。诊断需要由精神科医生或有资质的专业人员进行评估。';
