import type { Scale } from '../types.js';
import { FREQUENCY_5, NON_CLINICAL_DISCLAIMER } from './common.js';

/** Non-clinical, our own items. Higher = better sleep; items 2, 4, 6, 7, 8 describe problems (reverse). */
export const sleep: Scale = {
  code: 'sleep',
  title: '睡眠状况自评（非临床）',
  shortTitle: '睡眠自评',
  category: 'wellbeing',
  clinical: false,
  disclaimer: NON_CLINICAL_DISCLAIMER,
  intro:
    '睡得好不好，不只看时长，也看入睡、夜间、白天精力和睡前习惯。10 道题帮你看看最近一个月的睡眠状况，' +
    '找到最值得改善的一环。这是心栈编写的非临床自评，不是诊断。',
  instruction: '最近一个月，下面的情况出现得有多频繁？',
  minutes: 2,
  options: FREQUENCY_5,
  items: [
    { no: 1, text: '我躺下后能在半小时内入睡。', dimension: 'night' },
    { no: 2, text: '夜里醒来后，我很难再次入睡。', dimension: 'night', reverse: true },
    { no: 3, text: '早上醒来时，我感觉精力得到了恢复。', dimension: 'day' },
    { no: 4, text: '我比预期的时间醒得早，之后就再也睡不着。', dimension: 'night', reverse: true },
    { no: 5, text: '我每天上床和起床的时间大致固定。', dimension: 'habit' },
    { no: 6, text: '白天我会犯困，难以集中注意力。', dimension: 'day', reverse: true },
    { no: 7, text: '躺在床上时，我会因为想事情而辗转反侧。', dimension: 'night', reverse: true },
    { no: 8, text: '睡前一小时内，我还在看手机或其他屏幕。', dimension: 'habit', reverse: true },
    { no: 9, text: '我的睡眠时间足够让我白天保持清醒。', dimension: 'day' },
    { no: 10, text: '总的来说，我对自己的睡眠感到满意。', dimension: 'day' },
  ],
  dimensions: [
    { code: 'night', name: '夜间睡眠', description: '入睡快慢、夜间是否易醒和早醒；分数越高，夜里睡得越顺。' },
    { code: 'day', name: '日间精力', description: '醒后是否恢复、白天是否清醒有精神；分数越高，白天状态越好。' },
    { code: 'habit', name: '睡眠习惯', description: '作息规律和睡前用屏幕的习惯；分数越高，习惯越有利于睡眠。' },
  ],
  total: {
    label: '睡眠状况总分',
    bands: [
      {
        min: 10,
        max: 25,
        label: '睡眠较差',
        level: 1,
        tone: 'caution',
        description: '你最近一个月的睡眠困扰比较多，可能已经影响到白天的精力和情绪。',
        advice: '先从最容易的一步做起：固定起床时间，睡前一小时放下手机，白天少睡午觉、少喝咖啡和浓茶。如果每周有三晚以上难以入睡或易醒、并持续三个月以上，或白天明显受影响，建议到医院睡眠门诊或精神心理科咨询。',
      },
      {
        min: 26,
        max: 37,
        label: '睡眠一般',
        level: 2,
        tone: 'neutral',
        description: '你的睡眠大体还可以，但有些环节时好时坏。',
        advice: '看看三个分项中哪一项得分最低，优先改善它：入睡难可以试试睡前放松练习，白天困倦要留意睡眠时长，习惯分低就从固定作息开始。',
      },
      {
        min: 38,
        max: 50,
        label: '睡眠良好',
        level: 3,
        tone: 'positive',
        description: '你最近一个月睡得不错，白天精力也比较充足。',
        advice: '继续保持规律作息。遇到压力大或出差倒时差时，更要守住固定的起床时间。',
      },
    ],
  },
  source: '心栈原创题目，参考睡眠卫生的通行建议（入睡、睡眠维持、早醒、日间功能与作息习惯）编写；分段为心栈设定。',
  licence: '心栈原创，版权归心栈所有。',
};
