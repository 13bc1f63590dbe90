import type { Scale } from '../types.js';
import { AGREEMENT_5, NON_CLINICAL_DISCLAIMER } from './common.js';

/** Non-clinical, our own items. Higher = healthier relationships; items 2, 4, 6, 8, 10 are reverse. */
export const relationships: Scale = {
  code: 'relationships',
  title: '人际关系自评（非临床）',
  shortTitle: '人际关系自评',
  category: 'wellbeing',
  clinical: false,
  disclaimer: NON_CLINICAL_DISCLAIMER,
  intro:
    '好的关系让人有依靠，也让人能做自己。10 道题从支持与联结、沟通与表达、边界与平衡三个方面，' +
    '帮你看看自己现在的人际状态。这是心栈编写的非临床自评，不是诊断。',
  instruction: '下面的描述在多大程度上符合你最近的情况？',
  minutes: 2,
  options: AGREEMENT_5,
  items: [
    { no: 1, text: '遇到烦心事时，我身边有可以倾诉的人。', dimension: 'support' },
    { no: 2, text: '我常常觉得别人并不真正理解我。', dimension: 'support', reverse: true },
    { no: 3, text: '我能比较自然地向别人表达自己的需要。', dimension: 'communication' },
    { no: 4, text: '和别人意见不合时，我通常憋在心里或者干脆回避。', dimension: 'communication', reverse: true },
    { no: 5, text: '我和家人的相处总体是融洽的。', dimension: 'support' },
    { no: 6, text: '身处人群中，我也常常感到孤单。', dimension: 'support', reverse: true },
    { no: 7, text: '我愿意主动联系朋友，维系彼此的关系。', dimension: 'support' },
    { no: 8, text: '我担心拒绝别人之后，对方就不再喜欢我。', dimension: 'boundary', reverse: true },
    { no: 9, text: '发生矛盾后，我能和对方把话说开。', dimension: 'communication' },
    { no: 10, text: '在人际交往中，我总觉得自己付出多、收获少。', dimension: 'boundary', reverse: true },
  ],
  dimensions: [
    { code: 'support', name: '支持与联结', description: '有人可依靠、被理解、不孤单的程度；分数越高，联结越充足。' },
    { code: 'communication', name: '沟通与表达', description: '表达需要、面对分歧和修复矛盾的能力；分数越高，沟通越顺畅。' },
    { code: 'boundary', name: '边界与平衡', description: '能否拒绝、付出与回报是否平衡；分数越高，边界越清晰。' },
  ],
  total: {
    label: '人际关系总分',
    bands: [
      {
        min: 10,
        max: 24,
        label: '需要关注',
        level: 1,
        tone: 'caution',
        description: '你最近在人际关系中感到较多的孤单、误解或消耗。',
        advice: '从一段相对安全的关系开始：主动约一位你信任的人聊一聊。练习用“我感到……我希望……”来表达需要。如果孤独或冲突让你长期痛苦，心理咨询能帮你梳理和练习。',
      },
      {
        min: 25,
        max: 37,
        label: '状态一般',
        level: 2,
        tone: 'neutral',
        description: '你有一定的人际支持，但在某些方面还会感到吃力。',
        advice: '看看三个分项中哪一项最低：联结少就多安排和重要的人相处的时间；沟通难就从小事练习直接表达；边界弱就试着温和地说一次“不”。',
      },
      {
        min: 38,
        max: 50,
        label: '关系良好',
        level: 3,
        tone: 'positive',
        description: '你拥有比较稳定的支持，能表达自己，也能守住边界。',
        advice: '继续经营这些关系，也可以把你的经验分享给身边需要的人。',
      },
    ],
  },
  source: '心栈原创题目，围绕社会支持、沟通表达和人际边界三个方面编写；分段为心栈设定。',
  licence: '心栈原创，版权归心栈所有。',
};
