import type { Notice, Scale } from '../types.js';
import { PHQ_FREQUENCY, SCREENING_DISCLAIMER } from './common.js';

/**
 * Shown whenever item 9 (thoughts of death or self-harm) is answered above 0, whatever the
 * total. 12356 is the national line set up by the National Health Commission (connected in
 * every province by 1 May 2025); 400-161-9995 is the 24-hour Hope 24 crisis line. Only lines
 * confirmed in service are listed: a number that no longer answers is worse than none.
 * Sources and dates: docs/ASSESSMENTS.md (re-check before each release).
 */
export const CRISIS_NOTICE: Notice = {
  title: '你的安全最重要',
  text:
    '你在第9题中提到，最近有过“不如死掉”或伤害自己的念头。谢谢你如实作答，这些感受值得被认真对待，你不必独自承受。' +
    '请尽快和专业的人聊一聊：下面的心理援助热线可以倾听你、陪你一起想办法。也请告诉一位你信任的家人或朋友，让他们陪在你身边。' +
    '如果你现在就有伤害自己的打算，或已经采取了行动，请立即拨打 120 或 110，或前往最近医院的急诊。',
  hotlines: [
    { name: '全国统一心理援助热线', number: '12356', note: '国家卫生健康委设立，各地均可拨打' },
    { name: '希望24热线', number: '400-161-9995', note: '24小时生命危机干预热线' },
    { name: '急救 / 报警', number: '120 / 110', note: '有紧急危险时立即拨打' },
  ],
};

export const phq9: Scale = {
  code: 'phq9',
  title: '患者健康问卷抑郁量表（PHQ-9）',
  shortTitle: '抑郁自评 PHQ-9',
  category: 'emotion',
  clinical: true,
  disclaimer: SCREENING_DISCLAIMER,
  intro:
    'PHQ-9 是全球广泛使用的抑郁症状筛查量表，共 9 道题，对应抑郁发作的 9 项核心症状。' +
    '请根据过去两周的真实感受作答，结果会告诉你目前症状的严重程度，以及下一步可以怎么做。',
  instruction: '在过去两周里，你有多少时间受到以下问题的困扰？',
  minutes: 3,
  options: PHQ_FREQUENCY,
  items: [
    { no: 1, text: '做事时提不起劲或没有兴趣', dimension: 'depression' },
    { no: 2, text: '感到心情低落、沮丧或绝望', dimension: 'depression' },
    { no: 3, text: '入睡困难、睡不安稳或睡眠过多', dimension: 'depression' },
    { no: 4, text: '感觉疲倦或没有活力', dimension: 'depression' },
    { no: 5, text: '食欲不振或吃太多', dimension: 'depression' },
    { no: 6, text: '觉得自己很糟，或觉得自己很失败，或让自己或家人失望', dimension: 'depression' },
    { no: 7, text: '对事物专注有困难，例如阅读报纸或看电视时', dimension: 'depression' },
    {
      no: 8,
      text: '动作或说话速度缓慢到别人已经察觉；或正好相反，烦躁或坐立不安、动来动去的情况比平常更多',
      dimension: 'depression',
    },
    { no: 9, text: '有不如死掉或用某种方式伤害自己的念头', dimension: 'depression' },
  ],
  dimensions: [{ code: 'depression', name: '抑郁症状', description: '分数越高，近两周的抑郁症状越多、越频繁。' }],
  total: {
    label: '抑郁症状总分',
    bands: [
      {
        min: 0,
        max: 4,
        label: '无或极轻微',
        level: 1,
        tone: 'positive',
        description: '你近两周几乎没有明显的抑郁症状。',
        advice: '继续保持规律作息、适度运动和与人交流。情绪有波动时，可以随时再做一次自评。',
      },
      {
        min: 5,
        max: 9,
        label: '轻度',
        level: 2,
        tone: 'neutral',
        description: '你近两周有一些轻度的抑郁症状。',
        advice: '留意情绪变化，试着安排让自己感到愉快或有成就感的小事，保证睡眠和活动。两周后可以再测一次；如果症状加重或持续，建议咨询专业人员。',
      },
      {
        min: 10,
        max: 14,
        label: '中度',
        level: 3,
        tone: 'caution',
        description: '你近两周的抑郁症状达到中度水平，可能已经影响到工作、学习或生活。',
        advice: '建议尽快预约心理咨询师或到医院精神心理科就诊，做一次专业评估，并和专业人员一起制定应对计划。',
      },
      {
        min: 15,
        max: 19,
        label: '中重度',
        level: 4,
        tone: 'warning',
        description: '你近两周的抑郁症状较重，很可能明显影响了日常功能。',
        advice: '请尽快到医院精神科或心理科就诊。中重度症状通常需要心理治疗和（或）药物治疗，越早开始，恢复越快。',
      },
      {
        min: 20,
        max: 27,
        label: '重度',
        level: 5,
        tone: 'warning',
        description: '你近两周的抑郁症状很重。',
        advice: '请尽快（最好在这几天内）到医院精神科就诊，并告诉身边信任的人你现在的状况，请他们陪你一起去。你值得得到帮助。',
      },
    ],
  },
  flags: [{ code: 'crisis', itemNo: 9, above: 0, notice: CRISIS_NOTICE }],
  source:
    'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med 2001;16:606-613. ' +
    '条目与分级（0-4/5-9/10-14/15-19/20-27）按原文；中文措辞参照辉瑞公司发布的 PHQ 中文版。',
  licence:
    'PHQ 系列量表由 Spitzer、Williams、Kroenke 等在辉瑞公司（Pfizer）资助下编制，辉瑞声明可免费复制、翻译、展示和分发，无需获得许可。',
};
