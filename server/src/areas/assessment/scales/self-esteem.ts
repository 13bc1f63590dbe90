import type { Scale } from '../types.js';
import { AGREEMENT_5, NON_CLINICAL_DISCLAIMER } from './common.js';

/** Non-clinical, our own items (not the Rosenberg scale). Higher = healthier self-esteem; items 2, 4, 6, 8, 10 are reverse. */
export const selfEsteem: Scale = {
  code: 'self-esteem',
  title: '自尊水平自评（非临床）',
  shortTitle: '自尊自评',
  category: 'wellbeing',
  clinical: false,
  disclaimer: NON_CLINICAL_DISCLAIMER,
  intro:
    '自尊是我们看待和对待自己的方式：是否认可自己的价值，能否接纳不完美，受挫后能否站起来。' +
    '10 道题帮你了解自己现在的自尊状态。这是心栈编写的非临床自评，不是诊断。',
  instruction: '下面的描述在多大程度上符合你？',
  minutes: 2,
  options: AGREEMENT_5,
  items: [
    { no: 1, text: '我能说出自己身上几个让我满意的长处。', dimension: 'worth' },
    { no: 2, text: '犯了错之后，我会长时间地责怪自己。', dimension: 'resilience', reverse: true },
    { no: 3, text: '我觉得自己的想法和感受值得被重视。', dimension: 'worth' },
    { no: 4, text: '别人的一句批评，就能让我否定自己好几天。', dimension: 'resilience', reverse: true },
    { no: 5, text: '面对新的挑战，我相信自己能够学会、做到。', dimension: 'resilience' },
    { no: 6, text: '我常拿自己和别人比较，然后觉得自己处处不如人。', dimension: 'worth', reverse: true },
    { no: 7, text: '即使没有取得什么成绩，我也值得被善待。', dimension: 'acceptance' },
    { no: 8, text: '别人称赞我时，我会觉得不自在，也不太相信。', dimension: 'acceptance', reverse: true },
    { no: 9, text: '我能坦然接纳自己的不完美。', dimension: 'acceptance' },
    { no: 10, text: '我担心别人一旦真正了解我，就会对我失望。', dimension: 'worth', reverse: true },
  ],
  dimensions: [
    { code: 'worth', name: '自我价值', description: '认可自己的长处和价值、不靠比较来评价自己；分数越高，价值感越稳定。' },
    { code: 'acceptance', name: '自我接纳', description: '接纳不完美、善待自己、能接受肯定；分数越高，越能接纳自己。' },
    { code: 'resilience', name: '受挫弹性', description: '面对错误、批评和挑战时保持对自己的信心；分数越高，恢复越快。' },
  ],
  total: {
    label: '自尊总分',
    bands: [
      {
        min: 10,
        max: 24,
        label: '自尊偏低',
        level: 1,
        tone: 'caution',
        description: '你最近对自己比较苛刻，容易否定自己，也不太容易接受别人的肯定。',
        advice: '试着每天写下一件自己做得还不错的小事，留意并温和地反驳脑中“我不行”的声音，像对待好朋友一样对待自己。如果自我否定让你长期痛苦或影响生活，心理咨询可以帮助你。',
      },
      {
        min: 25,
        max: 37,
        label: '自尊中等',
        level: 2,
        tone: 'neutral',
        description: '你大体认可自己，但在受挫或与人比较时，自信会有所动摇。',
        advice: '看看三个分项中哪一项最低，有针对性地练习：价值感低就减少与人比较，接纳度低就练习接受称赞，弹性低就把一次失败看作一次尝试而不是定论。',
      },
      {
        min: 38,
        max: 50,
        label: '自尊较高',
        level: 3,
        tone: 'positive',
        description: '你对自己有稳定而温和的认可，能接纳不完美，受挫后也能较快恢复。',
        advice: '继续保持这份对自己的善意，它也会让你更有余力去理解和支持别人。',
      },
    ],
  },
  source: '心栈原创题目，围绕自我价值、自我接纳和受挫弹性三个方面编写（未使用罗森伯格自尊量表条目）；分段为心栈设定。',
  licence: '心栈原创，版权归心栈所有。',
};
