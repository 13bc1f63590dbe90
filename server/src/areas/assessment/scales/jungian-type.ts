import type { Dimension, Scale } from '../types.js';
import { AGREEMENT_5 } from './common.js';

/**
 * A Jungian four-letter type test with items of our own writing (no MBTI or other licensed
 * items). Eight items per axis, four keyed to each pole: items are numbered round the axes
 * (1 E/I, 2 S/N, 3 T/F, 4 J/P, 5 E/I …) and items 5–8, 13–16, 21–24 and 29–32 are keyed to the
 * second pole (reverse). Each axis is a dimension scored towards its first letter (8..40);
 * above 24 gives the first letter, below gives the second, exactly 24 is a tie, which goes to
 * I, N, F or P (the convention of the classic type indicators).
 */

const axisDimension = (code: string, name: string, description: string): Dimension => ({ code, name, description });

export const jungianType: Scale = {
  code: 'jungian-type',
  title: '荣格人格类型测试（十六型）',
  shortTitle: '十六型人格测试',
  category: 'personality',
  clinical: false,
  disclaimer:
    '本测试基于荣格的心理类型理论，题目由心栈编写，与 MBTI® 及其出版方无关。结果描述的是你的偏好倾向，没有好坏之分，也不是能力评价或心理诊断。',
  intro:
    '你更容易从与人交往中获得能量，还是从独处中？更相信具体的事实，还是可能性？做决定时先看逻辑，还是先看人？' +
    '32 道题帮你找到自己在四个维度上的偏好，得到你的四字母类型和每个维度的倾向强度。凭第一感觉作答即可，没有对错之分。',
  instruction: '下面的描述在多大程度上符合你？',
  minutes: 6,
  options: AGREEMENT_5,
  items: [
    { no: 1, text: '在聚会上，我通常会主动和不认识的人攀谈。', dimension: 'EI' },
    { no: 2, text: '我更相信亲身经历过的事实，而不是推测和设想。', dimension: 'SN' },
    { no: 3, text: '做决定时，我首先看是否合乎逻辑，而不是大家的感受。', dimension: 'TF' },
    { no: 4, text: '我喜欢提前把计划定好，然后按计划执行。', dimension: 'JP' },
    { no: 5, text: '忙碌了一周之后，我最想做的是一个人安静地待着。', dimension: 'EI', reverse: true },
    { no: 6, text: '我常常想象事情在未来可能发展出的各种样子。', dimension: 'SN', reverse: true },
    { no: 7, text: '做决定时，我会优先考虑它会给身边的人带来什么影响。', dimension: 'TF', reverse: true },
    { no: 8, text: '我喜欢保留选择的余地，不愿太早把事情定下来。', dimension: 'JP', reverse: true },
    { no: 9, text: '和一群人热闹地待上一整天，我反而觉得精神更足了。', dimension: 'EI' },
    { no: 10, text: '学习新东西时，我希望先看到具体的步骤和例子。', dimension: 'SN' },
    { no: 11, text: '我认为直接指出方案里的漏洞，比照顾对方的情绪更重要。', dimension: 'TF' },
    { no: 12, text: '任务没有完成之前，我很难安心地去休息或娱乐。', dimension: 'JP' },
    { no: 13, text: '在开口发言之前，我习惯先在心里把想法想清楚。', dimension: 'EI', reverse: true },
    { no: 14, text: '比起具体的事实，我对事情背后的规律和含义更感兴趣。', dimension: 'SN', reverse: true },
    { no: 15, text: '即使对方有错，我也很难说出让人难堪的话。', dimension: 'TF', reverse: true },
    { no: 16, text: '我常常在截止日期临近时才集中精力把任务完成。', dimension: 'JP', reverse: true },
    { no: 17, text: '遇到难题时，我喜欢边说边想，和别人讨论能帮我理清思路。', dimension: 'EI' },
    { no: 18, text: '我留意细节，常能发现别人忽略的具体问题。', dimension: 'SN' },
    { no: 19, text: '评价一件事时，我尽量保持客观，不让个人好恶影响判断。', dimension: 'TF' },
    { no: 20, text: '我的物品和文件通常摆放得井井有条。', dimension: 'JP' },
    { no: 21, text: '比起结识很多新朋友，我更珍惜少数几段深入的友谊。', dimension: 'EI', reverse: true },
    { no: 22, text: '我经常冒出一些别人觉得天马行空的点子。', dimension: 'SN', reverse: true },
    { no: 23, text: '我很容易体会到别人没有说出口的情绪。', dimension: 'TF', reverse: true },
    { no: 24, text: '计划临时有变，我通常能很快适应，甚至觉得挺有意思。', dimension: 'JP', reverse: true },
    { no: 25, text: '周末如果没有和别人的约会，我会觉得有点无聊。', dimension: 'EI' },
    { no: 26, text: '我喜欢用经过验证的老办法把事情做好。', dimension: 'SN' },
    { no: 27, text: '争论时，我更在意谁的道理站得住脚，而不是气氛是否愉快。', dimension: 'TF' },
    { no: 28, text: '出门旅行前，我会把行程和住宿都安排妥当。', dimension: 'JP' },
    { no: 29, text: '长时间的社交会让我感到疲惫，需要独处来恢复精力。', dimension: 'EI', reverse: true },
    { no: 30, text: '读一本书时，我更在意它带给我的启发，而不是书里的具体细节。', dimension: 'SN', reverse: true },
    { no: 31, text: '对我来说，团队里的和睦比争出对错更重要。', dimension: 'TF', reverse: true },
    { no: 32, text: '比起按部就班，我更喜欢随兴地安排一天。', dimension: 'JP', reverse: true },
  ],
  dimensions: [
    axisDimension('EI', '外向—内向', '能量的来源：分数越高越倾向外向（E），从与人互动中获得能量；越低越倾向内向（I），从独处与内省中获得能量。'),
    axisDimension('SN', '实感—直觉', '获取信息的方式：分数越高越倾向实感（S），关注具体事实与经验；越低越倾向直觉（N），关注可能性与整体含义。'),
    axisDimension('TF', '思考—情感', '做决定的依据：分数越高越倾向思考（T），重视逻辑与客观标准；越低越倾向情感（F），重视价值与人的感受。'),
    axisDimension('JP', '判断—感知', '对待外部世界的方式：分数越高越倾向判断（J），喜欢计划与确定；越低越倾向感知（P），喜欢灵活与开放。'),
  ],
  total: null,
  type: {
    axes: [
      { dimension: 'EI', high: { letter: 'E', name: '外向' }, low: { letter: 'I', name: '内向' }, tie: 'I' },
      { dimension: 'SN', high: { letter: 'S', name: '实感' }, low: { letter: 'N', name: '直觉' }, tie: 'N' },
      { dimension: 'TF', high: { letter: 'T', name: '思考' }, low: { letter: 'F', name: '情感' }, tie: 'F' },
      { dimension: 'JP', high: { letter: 'J', name: '判断' }, low: { letter: 'P', name: '感知' }, tie: 'P' },
    ],
    profiles: {
      ISTJ: {
        name: '踏实的执行者',
        description: '你认真、可靠，重视承诺和规则，习惯用经过验证的方法一步步把事情做好。别人放心把重要的事交给你；偶尔也可以给自己留一些变通和休息的空间。',
      },
      ISFJ: {
        name: '细心的照料者',
        description: '你温和、负责，默默记住身边人的需要并用实际行动照顾他们。你珍视稳定与传统；记得在照顾别人的同时，也说出自己的需要。',
      },
      INFJ: {
        name: '深思的引路人',
        description: '你安静而有洞察力，关心人的成长与意义，常能看到事情更深的一层。你有坚定的理想；别忘了把想法分享出来，也允许现实慢慢靠近理想。',
      },
      INTJ: {
        name: '独立的谋划者',
        description: '你善于独立思考和长远规划，喜欢找出系统背后的规律并加以改进。你对自己要求很高；与人合作时，多解释一步你的思路，会让大家走得更顺。',
      },
      ISTP: {
        name: '冷静的解题者',
        description: '你务实、冷静，喜欢弄清事物如何运作，遇到突发问题时常常最先动手解决。你重视自由和效率；需要时，试着多表达一些感受。',
      },
      ISFP: {
        name: '温和的体验者',
        description: '你敏感、随和，珍惜当下的美好体验，用行动而非言语表达关心。你忠于自己的价值；面对冲突时，温柔而清楚地说出立场会让你更自在。',
      },
      INFP: {
        name: '真诚的理想者',
        description: '你真诚、富有想象力，内心有清晰的价值和对美好世界的向往。你能深刻理解他人；把理想拆成可以着手的小步，会让你更有力量。',
      },
      INTP: {
        name: '好奇的思考者',
        description: '你好奇、善于分析，喜欢追问“为什么”，享受构建和推敲各种理论。你思路独特；把想法落到行动和完成上，会让你的才智被更多人看见。',
      },
      ESTP: {
        name: '敏捷的行动派',
        description: '你精力充沛、反应迅速，喜欢在实践中学习，擅长抓住眼前的机会。你让气氛活跃起来；重要的决定前多想一步长远影响，会更稳妥。',
      },
      ESFP: {
        name: '活力的分享者',
        description: '你热情、乐观，享受与人共处的时光，善于把快乐带给身边的人。你活在当下；适当做些规划，能让你更从容地享受生活。',
      },
      ENFP: {
        name: '热忱的探索者',
        description: '你热情、富有创意，总能看到新的可能，也善于点燃别人的热情。你兴趣广泛；选定几件真正重要的事坚持下去，会带来更大的满足感。',
      },
      ENTP: {
        name: '机敏的创新者',
        description: '你思维敏捷、喜欢挑战，乐于从不同角度辩论和尝试新点子。你善于发现机会；在创意之后跟进细节和收尾，能让想法真正落地。',
      },
      ESTJ: {
        name: '务实的组织者',
        description: '你果断、有条理，擅长制定规则、组织资源，把事情按时按质完成。你是可靠的管理者；多倾听不同意见，会让团队更有凝聚力。',
      },
      ESFJ: {
        name: '热心的协调者',
        description: '你友善、周到，重视和谐与合作，乐于为大家张罗和付出。你让集体更温暖；学会接受不同的做法，也别太在意每个人的评价。',
      },
      ENFJ: {
        name: '鼓舞人心的带领者',
        description: '你热情、有感染力，善于理解他人并把大家团结在共同的目标下。你乐于成就别人；也记得照顾好自己的节奏和边界。',
      },
      ENTJ: {
        name: '果断的统筹者',
        description: '你自信、有远见，善于把握全局、制定战略并推动目标实现。你是天生的推动者；在追求效率的同时顾及他人的感受，会让你更具影响力。',
      },
    },
  },
  source: '心栈原创题目，依据荣格《心理类型》（1921）提出的态度（外向/内向）与功能（感觉、直觉、思维、情感）理论，以及通行的四维度、十六类型表述方式编写。',
  licence: '题目与类型描述均为心栈原创，版权归心栈所有；未使用 MBTI® 或其他限制商业使用的量表条目（例如采用 CC BY-NC-SA 许可的 OEJTS）。',
};
