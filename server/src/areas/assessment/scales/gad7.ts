import type { Scale } from '../types.js';
import { PHQ_FREQUENCY, SCREENING_DISCLAIMER } from './common.js';

export const gad7: Scale = {
  code: 'gad7',
  title: '广泛性焦虑量表（GAD-7）',
  shortTitle: '焦虑自评 GAD-7',
  category: 'emotion',
  clinical: true,
  disclaimer: SCREENING_DISCLAIMER,
  intro:
    'GAD-7 是国际通用的焦虑症状筛查量表，共 7 道题。请根据过去两周的真实感受作答，' +
    '结果会告诉你目前焦虑症状的程度，以及适合你的应对建议。',
  instruction: '在过去两周里，你有多少时间受到以下问题的困扰？',
  minutes: 2,
  options: PHQ_FREQUENCY,
  items: [
    { no: 1, text: '感觉紧张、焦虑或急切', dimension: 'anxiety' },
    { no: 2, text: '不能够停止或控制担忧', dimension: 'anxiety' },
    { no: 3, text: '对各种各样的事情担忧过多', dimension: 'anxiety' },
    { no: 4, text: '很难放松下来', dimension: 'anxiety' },
    { no: 5, text: '由于不安而无法静坐', dimension: 'anxiety' },
    { no: 6, text: '变得容易烦恼或急躁', dimension: 'anxiety' },
    { no: 7, text: '感到似乎将有可怕的事情发生而害怕', dimension: 'anxiety' },
  ],
  dimensions: [{ code: 'anxiety', name: '焦虑症状', description: '分数越高，近两周的焦虑症状越多、越频繁。' }],
  total: {
    label: '焦虑症状总分',
    bands: [
      {
        min: 0,
        max: 4,
        label: '无或极轻微',
        level: 1,
        tone: 'positive',
        description: '你近两周几乎没有明显的焦虑症状。',
        advice: '继续保持现在的节奏。压力来临时，可以试试呼吸放松等练习，帮助自己稳定下来。',
      },
      {
        min: 5,
        max: 9,
        label: '轻度',
        level: 2,
        tone: 'neutral',
        description: '你近两周有一些轻度的焦虑症状。',
        advice: '试着每天留出放松的时间，减少咖啡因，规律运动，把担心的事写下来并区分哪些可以行动。两周后可以再测一次；如果持续或加重，建议咨询专业人员。',
      },
      {
        min: 10,
        max: 14,
        label: '中度',
        level: 3,
        tone: 'caution',
        description: '你近两周的焦虑症状达到中度水平，可能已经影响到日常生活。',
        advice: '建议预约心理咨询师或到医院精神心理科做一次专业评估。10 分及以上时，焦虑障碍的可能性明显增加，值得认真对待。',
      },
      {
        min: 15,
        max: 21,
        label: '重度',
        level: 4,
        tone: 'warning',
        description: '你近两周的焦虑症状很重。',
        advice: '请尽快到医院精神科或心理科就诊。严重焦虑通常需要心理治疗和（或）药物治疗，及时求助可以帮你更快恢复。',
      },
    ],
  },
  source:
    'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med 2006;166:1092-1097. ' +
    '条目与分级（0-4/5-9/10-14/15-21）按原文；中文措辞参照辉瑞公司发布的 GAD-7 中文版。',
  licence:
    'GAD-7 与 PHQ 系列同属辉瑞公司（Pfizer）资助编制的筛查量表，辉瑞声明可免费复制、翻译、展示和分发，无需获得许可。',
};
