import type { Scale } from '../types.js';
import { FREQUENCY_5, NON_CLINICAL_DISCLAIMER } from './common.js';

/** Non-clinical, our own items. Higher = more stress; items 2, 4, 7, 9 describe coping resources (reverse). */
export const stress: Scale = {
  code: 'stress',
  title: '压力感受自评（非临床）',
  shortTitle: '压力自评',
  category: 'wellbeing',
  clinical: false,
  disclaimer: NON_CLINICAL_DISCLAIMER,
  intro:
    '压力本身并不可怕，关键是压力有多大、身体有什么反应、手里有多少应对的资源。10 道题帮你看清最近一个月的压力状况。' +
    '这是心栈编写的非临床自评，不是诊断。',
  instruction: '最近一个月，下面的情况出现得有多频繁？',
  minutes: 2,
  options: FREQUENCY_5,
  items: [
    { no: 1, text: '我感到要做的事情太多，时间总是不够用。', dimension: 'load' },
    { no: 2, text: '计划被打乱时，我能较快调整过来。', dimension: 'coping', reverse: true },
    { no: 3, text: '工作、学习或家里的事让我感到烦躁。', dimension: 'load' },
    { no: 4, text: '我能按照自己的节奏安排每天的事情。', dimension: 'coping', reverse: true },
    { no: 5, text: '我会出现头痛、肩颈紧绷或肠胃不适等紧张反应。', dimension: 'body' },
    { no: 6, text: '即使在休息时，我也放不下心里的事。', dimension: 'load' },
    { no: 7, text: '遇到难题时，我能找到人商量或帮忙。', dimension: 'coping', reverse: true },
    { no: 8, text: '我会因为小事对身边的人发脾气。', dimension: 'body' },
    { no: 9, text: '我能抽出时间做让自己放松和开心的事。', dimension: 'coping', reverse: true },
    { no: 10, text: '我担心自己撑不住眼前的压力。', dimension: 'load' },
  ],
  dimensions: [
    { code: 'load', name: '压力负荷', description: '事情多、放不下、担心撑不住的程度；分数越高，感到的压力越大。' },
    { code: 'body', name: '身心反应', description: '压力带来的身体紧张和易怒；分数越高，反应越明显。' },
    { code: 'coping', name: '应对困难', description: '调整、安排、求助和放松的难度；分数越高，应对资源越不足。' },
  ],
  total: {
    label: '压力总分',
    bands: [
      {
        min: 10,
        max: 22,
        label: '压力较小',
        level: 1,
        tone: 'positive',
        description: '你最近的压力不大，也有不错的应对方式。',
        advice: '保持现在的节奏，把让你放松的习惯固定下来，它们会在忙碌时帮到你。',
      },
      {
        min: 23,
        max: 32,
        label: '压力中等',
        level: 2,
        tone: 'neutral',
        description: '你承受着一定的压力，大体还能应付，但有时会感到吃力。',
        advice: '把要做的事按轻重缓急排一排，每天留出一小段完全属于自己的时间。看看“应对困难”分项：它高，说明最值得补上的是休息与支持。',
      },
      {
        min: 33,
        max: 41,
        label: '压力较大',
        level: 3,
        tone: 'caution',
        description: '你最近压力较大，身体和情绪可能已经在提醒你了。',
        advice: '试着减少或推迟一些不那么重要的任务，和信任的人聊聊你的处境，每天做几分钟呼吸放松。如果这种状态持续数周，建议找心理咨询师谈一谈。',
      },
      {
        min: 42,
        max: 50,
        label: '压力很大',
        level: 4,
        tone: 'warning',
        description: '你最近承受着很大的压力，可能已经明显影响到睡眠、情绪或身体。',
        advice: '请认真对待这个信号：尽量减轻手上的负担，向家人、朋友或上级说明情况并寻求支持，并尽快联系心理咨询师或到医院精神心理科咨询。',
      },
    ],
  },
  source: '心栈原创题目，围绕压力负荷、身心反应和应对资源三个方面编写；分段为心栈设定。',
  licence: '心栈原创，版权归心栈所有。',
};
