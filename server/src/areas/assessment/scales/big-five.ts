import type { Band, Dimension, Scale } from '../types.js';
import { ACCURACY_5 } from './common.js';

/**
 * The 50-item IPIP representation of Goldberg's (1992) Big-Five factor markers, translated by
 * us. Items and keys follow ipip.ori.org ("New_IPIP-50-item-scale"): ten items per factor,
 * items 1, 6, 11 … for factor I, 2, 7, 12 … for factor II and so on; `reverse` marks the
 * minus-keyed items. Each factor ranges 10..50; bands on the raw score: 10–22 low (0–30% of
 * maximum), 23–37 medium, 38–50 high (70–100%).
 */

function traitBands(low: [string, string], medium: [string, string], high: [string, string]): Band[] {
  return [
    { min: 10, max: 22, label: '偏低', level: 1, tone: 'neutral', description: low[0], advice: low[1] },
    { min: 23, max: 37, label: '中等', level: 2, tone: 'neutral', description: medium[0], advice: medium[1] },
    { min: 38, max: 50, label: '偏高', level: 3, tone: 'neutral', description: high[0], advice: high[1] },
  ];
}

const dimensions: Dimension[] = [
  {
    code: 'E',
    name: '外向性',
    description: '在社交中获得能量、表达自己和寻求刺激的倾向。',
    bands: traitBands(
      ['你偏安静、内敛，喜欢小范围的交往和独处的时间，说话前习惯先想清楚。', '这是一种自然的风格。需要在人前表达时，提前准备要点能帮你更从容；也别勉强自己参加每一场热闹。'],
      ['你能享受社交，也需要独处，在热闹与安静之间比较平衡。', '留意什么场合让你充电、什么场合让你消耗，据此安排你的社交节奏。'],
      ['你热情、健谈，喜欢与人相处，在人群中容易成为活跃气氛的人。', '你的热情很有感染力。也试着留出安静的时间倾听他人和整理自己的想法。'],
    ),
  },
  {
    code: 'A',
    name: '宜人性',
    description: '关心他人、信任与合作的倾向。',
    bands: traitBands(
      ['你直率、注重独立判断，不轻易附和别人，有时会显得不够体贴。', '坚持立场是优点；表达不同意见时先肯定对方的出发点，沟通会更顺利。'],
      ['你既能体谅他人，也能在必要时坚持自己的看法。', '在合作与坚持之间，你已有不错的平衡；遇到冲突时，可以更明确地说出你的底线。'],
      ['你温和、体贴，乐于帮助别人，很容易感受到他人的情绪。', '你的善意让人安心。也要照顾好自己的需要，学会在必要时温和地拒绝。'],
    ),
  },
  {
    code: 'C',
    name: '尽责性',
    description: '有条理、自律、可靠地完成任务的倾向。',
    bands: traitBands(
      ['你随性、灵活，不太拘泥于计划和细节，有时会拖延或遗漏。', '试着为重要的事设定小目标和提醒，把“开始做”的门槛降低。'],
      ['你做事大体有计划，也能在需要时灵活调整。', '为最重要的几件事建立固定的习惯，会让你更省心。'],
      ['你认真、有条理，做事有计划，重视责任和细节。', '你很可靠。别对自己过于苛求，允许一些事情“足够好”就可以。'],
    ),
  },
  {
    code: 'ES',
    name: '情绪稳定性',
    description: '面对压力时保持平静、不易被负面情绪左右的倾向（分数越高越稳定）。',
    bands: traitBands(
      ['你对压力和变化比较敏感，容易担心、紧张或情绪起伏。', '敏感也意味着觉察力强。规律作息、运动和放松练习能帮你稳住情绪；如果情绪长期困扰你，可以寻求专业支持。'],
      ['你大多数时候情绪平稳，压力较大时也会有波动。', '留意让你情绪波动的情境，提前准备一些让自己平静下来的方法。'],
      ['你情绪平和，面对压力时通常能保持冷静和放松。', '你的稳定是身边人的依靠。也别忽视偶尔出现的低落，允许自己表达情绪。'],
    ),
  },
  {
    code: 'O',
    name: '智力/想象力',
    description: '对新想法、抽象思考和想象的兴趣（又称开放性）。',
    bands: traitBands(
      ['你务实、脚踏实地，更喜欢熟悉和具体的事物。', '在熟悉的领域深耕是你的优势；偶尔尝试一本新类型的书或一个新爱好，也许会有惊喜。'],
      ['你对新事物有兴趣，同时也重视实际和可行。', '在好奇与务实之间保持平衡，选择真正感兴趣的领域深入下去。'],
      ['你富有想象力和求知欲，喜欢思考抽象的问题，乐于接受新观点。', '把丰富的想法记录下来并挑选一两个付诸实践，会让创意更有成果。'],
    ),
  },
];

export const bigFive: Scale = {
  code: 'big-five',
  title: '大五人格测试（IPIP 50题）',
  shortTitle: '大五人格',
  category: 'personality',
  clinical: false,
  disclaimer: '本测试描述的是人格特质的相对倾向，没有好坏之分，不是心理诊断，也不宜作为招聘或选拔的唯一依据。',
  intro:
    '大五人格是心理学中研究最充分的人格模型，从外向性、宜人性、尽责性、情绪稳定性和智力/想象力五个方面描述一个人。' +
    '本测试采用国际人格题库（IPIP）的 50 道公开题目。请按你平时通常的样子作答，而不是你希望自己成为的样子。',
  instruction: '下面的描述在多大程度上符合平时的你？',
  minutes: 8,
  options: ACCURACY_5,
  items: [
    { no: 1, text: '我是聚会中的活跃人物。', dimension: 'E' },
    { no: 2, text: '我不太关心别人。', dimension: 'A', reverse: true },
    { no: 3, text: '我总是事先做好准备。', dimension: 'C' },
    { no: 4, text: '我很容易感到有压力。', dimension: 'ES', reverse: true },
    { no: 5, text: '我的词汇量很丰富。', dimension: 'O' },
    { no: 6, text: '我话不多。', dimension: 'E', reverse: true },
    { no: 7, text: '我对人感兴趣。', dimension: 'A' },
    { no: 8, text: '我的东西常常随手乱放。', dimension: 'C', reverse: true },
    { no: 9, text: '我大部分时间都很放松。', dimension: 'ES' },
    { no: 10, text: '我很难理解抽象的概念。', dimension: 'O', reverse: true },
    { no: 11, text: '和别人在一起时，我感到自在。', dimension: 'E' },
    { no: 12, text: '我会说出冒犯别人的话。', dimension: 'A', reverse: true },
    { no: 13, text: '我注意细节。', dimension: 'C' },
    { no: 14, text: '我常为各种事情担心。', dimension: 'ES', reverse: true },
    { no: 15, text: '我的想象力很生动。', dimension: 'O' },
    { no: 16, text: '我习惯待在不引人注意的地方。', dimension: 'E', reverse: true },
    { no: 17, text: '我能体会别人的感受。', dimension: 'A' },
    { no: 18, text: '我常把事情弄得一团糟。', dimension: 'C', reverse: true },
    { no: 19, text: '我很少感到情绪低落。', dimension: 'ES' },
    { no: 20, text: '我对抽象的想法不感兴趣。', dimension: 'O', reverse: true },
    { no: 21, text: '我会主动和别人开始交谈。', dimension: 'E' },
    { no: 22, text: '我对别人的烦恼不感兴趣。', dimension: 'A', reverse: true },
    { no: 23, text: '我会马上把该做的杂事做完。', dimension: 'C' },
    { no: 24, text: '我很容易心神不宁。', dimension: 'ES', reverse: true },
    { no: 25, text: '我常有很棒的点子。', dimension: 'O' },
    { no: 26, text: '我没什么话可说。', dimension: 'E', reverse: true },
    { no: 27, text: '我心肠很软。', dimension: 'A' },
    { no: 28, text: '我常常忘记把东西放回原处。', dimension: 'C', reverse: true },
    { no: 29, text: '我很容易心烦意乱。', dimension: 'ES', reverse: true },
    { no: 30, text: '我的想象力不太好。', dimension: 'O', reverse: true },
    { no: 31, text: '在聚会上，我会和很多不同的人交谈。', dimension: 'E' },
    { no: 32, text: '我其实对别人不太感兴趣。', dimension: 'A', reverse: true },
    { no: 33, text: '我喜欢井然有序。', dimension: 'C' },
    { no: 34, text: '我的心情变化很多。', dimension: 'ES', reverse: true },
    { no: 35, text: '我理解事情很快。', dimension: 'O' },
    { no: 36, text: '我不喜欢引起别人的注意。', dimension: 'E', reverse: true },
    { no: 37, text: '我会抽出时间帮助别人。', dimension: 'A' },
    { no: 38, text: '我会逃避自己应尽的责任。', dimension: 'C', reverse: true },
    { no: 39, text: '我的情绪经常大起大落。', dimension: 'ES', reverse: true },
    { no: 40, text: '我说话时会用一些艰深的词语。', dimension: 'O' },
    { no: 41, text: '我不介意成为众人关注的焦点。', dimension: 'E' },
    { no: 42, text: '我能感受到别人的情绪。', dimension: 'A' },
    { no: 43, text: '我按照日程安排做事。', dimension: 'C' },
    { no: 44, text: '我很容易被激怒。', dimension: 'ES', reverse: true },
    { no: 45, text: '我会花时间反思各种事情。', dimension: 'O' },
    { no: 46, text: '在陌生人面前，我很安静。', dimension: 'E', reverse: true },
    { no: 47, text: '我能让别人感到轻松自在。', dimension: 'A' },
    { no: 48, text: '我对工作要求严格，一丝不苟。', dimension: 'C' },
    { no: 49, text: '我经常感到情绪低落。', dimension: 'ES', reverse: true },
    { no: 50, text: '我的脑子里充满了各种想法。', dimension: 'O' },
  ],
  dimensions,
  total: null,
  source:
    'Goldberg LR. The development of markers for the Big-Five factor structure. Psychological Assessment 1992;4:26-42. ' +
    '条目与计分方向取自国际人格题库（International Personality Item Pool, ipip.ori.org）的 50 题大五因素标记量表，中文由心栈翻译；分段（偏低/中等/偏高）为心栈设定的描述性分段，不是常模百分位。',
  licence: 'IPIP 条目属于公有领域（public domain），可自由用于任何目的，包括商业用途，无需许可。',
};
