import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { serverDir } from '../config.js';
import { SCALES, syncAssessmentCommodity } from '../areas/assessment/index.js';
import type { ExerciseStep } from '../areas/exercise/index.js';
import type { AssessmentAccess, CredentialProgramme, DB } from './schema.js';

/** How each scale is sold and shown (demo). PHQ-9 and GAD-7 stay free: screening must not cost. */
const PRODUCTS: Record<string, { color: string; access: AssessmentAccess; priceFen: number; people: number; hot: boolean; helpUnlock: number; keyword: string; subtitle: string }> = {
  phq9: { color: '#6b8fb3', access: 'free', priceFen: 0, people: 128_640, hot: true, helpUnlock: 0, keyword: '情绪', subtitle: '9道题，了解近两周的情绪状态' },
  gad7: { color: '#8a7fb8', access: 'free', priceFen: 0, people: 96_320, hot: true, helpUnlock: 0, keyword: '焦虑', subtitle: '7道题，看看焦虑是否在困扰你' },
  'jungian-type': { color: '#d0875b', access: 'vip', priceFen: 0, people: 203_415, hot: true, helpUnlock: 0, keyword: '成长', subtitle: '32道题，发现你的十六型人格' },
  'big-five': { color: '#5f9e8f', access: 'free', priceFen: 0, people: 74_208, hot: true, helpUnlock: 3, keyword: '自我', subtitle: '50道题，五个维度认识真实的自己' },
  sleep: { color: '#4f6d9a', access: 'free', priceFen: 0, people: 41_873, hot: false, helpUnlock: 0, keyword: '睡眠', subtitle: '10道题，测测你的睡眠质量' },
  stress: { color: '#c9695f', access: 'paid', priceFen: 990, people: 35_260, hot: false, helpUnlock: 0, keyword: '压力', subtitle: '10道题，评估你的压力水平' },
  relationships: { color: '#c48aa6', access: 'vip', priceFen: 0, people: 28_934, hot: false, helpUnlock: 0, keyword: '关系', subtitle: '10道题，看看你的人际关系状态' },
  'self-esteem': { color: '#b89b5e', access: 'paid', priceFen: 690, people: 22_117, hot: false, helpUnlock: 0, keyword: '自我', subtitle: '10道题，了解你如何看待自己' },
};

interface DemoExercise {
  code: string;
  title: string;
  subtitle: string;
  category: string;
  color: string;
  summary: string;
  access: 'free' | 'vip';
  audio: string | null;
  people: number;
  steps: ExerciseStep[];
}

const EXERCISES: DemoExercise[] = [
  {
    code: 'breath-478',
    title: '4-7-8 呼吸放松',
    subtitle: '三分钟，让身体先慢下来',
    category: '放松',
    color: '#6fa3a0',
    summary: '吸气4秒、屏息7秒、呼气8秒。延长呼气能激活身体的放松反应，适合紧张、心慌或睡前使用。',
    access: 'free',
    audio: 'demo-breath.wav',
    people: 18_320,
    steps: [
      { title: '找个舒服的姿势', text: '坐直或平躺，双肩放松，舌尖轻抵上齿龈。先自然地呼气，把肺里的空气慢慢吐干净。', seconds: 30 },
      { title: '跟着节奏呼吸', text: '用鼻子安静地吸气，心里数4；屏住呼吸数7；用嘴缓缓呼气，发出轻轻的“呼”声，数8。重复四轮。', seconds: 80 },
      { title: '回到自然呼吸', text: '停下计数，让呼吸回到自然的节奏。留意此刻身体的感觉：肩膀、胸口、腹部有什么变化？', seconds: 60 },
    ],
  },
  {
    code: 'grounding-54321',
    title: '5-4-3-2-1 着陆练习',
    subtitle: '焦虑来袭时，把注意力带回当下',
    category: '情绪调节',
    color: '#8f86b8',
    summary: '用五种感官依次觉察身边的事物，把注意力从担忧中拉回此时此地。',
    access: 'free',
    audio: null,
    people: 12_945,
    steps: [
      { title: '看见5样东西', text: '环顾四周，在心里说出你看到的5样东西，留意它们的颜色和形状。', seconds: 45 },
      { title: '触摸4样东西', text: '感受4样你能触摸到的东西：衣服的布料、椅子的扶手、脚下的地面……', seconds: 45 },
      { title: '听见3种声音', text: '安静地听，找出3种声音，远的近的都可以。', seconds: 40 },
      { title: '闻到2种气味', text: '留意2种气味；如果闻不到，就回想两种你喜欢的味道。', seconds: 30 },
      { title: '尝到1种味道', text: '感受嘴里的1种味道，或者喝一口水。然后深呼吸一次，对自己说：我在这里，此刻是安全的。', seconds: 30 },
    ],
  },
  {
    code: 'gratitude-three',
    title: '三件好事',
    subtitle: '积极心理学最经典的练习',
    category: '积极心理',
    color: '#d4a35a',
    summary: '每天写下三件进展顺利的小事，以及它们为什么会发生。坚持一周，幸福感会有可感知的提升。',
    access: 'free',
    audio: 'demo-morning.wav',
    people: 9_876,
    steps: [
      { title: '回想今天', text: '闭上眼睛，回想今天从早到晚发生的事，哪怕是很小的好事：一杯好喝的咖啡、一句温暖的问候。', seconds: 60 },
      { title: '写下三件好事', text: '在纸上或手机里写下三件好事，每件一两句话就够。', seconds: 120 },
      { title: '想一想为什么', text: '为每件事写下它为什么会发生：是你做了什么，还是别人给了你什么？', seconds: 90 },
    ],
  },
  {
    code: 'body-scan',
    title: '身体扫描冥想',
    subtitle: '从头到脚，温柔地觉察身体',
    category: '正念',
    color: '#5d7fa8',
    summary: '把注意力依次放在身体的各个部位，只是觉察，不做评判。有助于缓解紧绷和失眠。',
    access: 'vip',
    audio: 'demo-evening.wav',
    people: 7_412,
    steps: [
      { title: '躺下，闭上眼睛', text: '平躺，双手放在身体两侧。做三次深呼吸，感受身体和床面接触的地方。', seconds: 60 },
      { title: '从脚开始', text: '把注意力放到双脚：脚趾、脚心、脚跟。有什么感觉？温暖、发麻，还是没有感觉？都可以。', seconds: 90 },
      { title: '慢慢向上', text: '注意力沿着小腿、膝盖、大腿、腹部、胸口慢慢向上移动，在每个部位停留几次呼吸。', seconds: 180 },
      { title: '肩颈和头部', text: '来到肩膀、脖子、脸和头顶。如果发现哪里紧绷，试着随呼气让它松开一点。', seconds: 120 },
      { title: '觉察整个身体', text: '最后把身体作为一个整体来感受，静静地呼吸一会儿，再慢慢睁开眼睛。', seconds: 60 },
    ],
  },
  {
    code: 'muscle-relaxation',
    title: '渐进式肌肉放松',
    subtitle: '先绷紧，再放松，找回松弛感',
    category: '放松',
    color: '#7c9a6a',
    summary: '依次绷紧并放松身体的各组肌肉，体会紧张与放松的差别，适合压力大、身体紧绷时练习。',
    access: 'vip',
    audio: null,
    people: 5_238,
    steps: [
      { title: '双手和手臂', text: '用力握拳、绷紧手臂5秒，然后一下子松开，感受放松的感觉扩散开来。', seconds: 45 },
      { title: '肩膀和脸', text: '耸起肩膀靠近耳朵，同时皱紧眉头、闭紧眼睛5秒，再松开。', seconds: 45 },
      { title: '腹部和背部', text: '收紧腹部、挺直背部5秒，然后放松，让呼吸变得深长。', seconds: 45 },
      { title: '双腿和双脚', text: '绷直双腿、脚尖向上勾5秒，再放松。最后感受全身的松弛。', seconds: 60 },
    ],
  },
];

const PROGRAMMES: { code: CredentialProgramme; title: string; intro: string[]; assistantName: string; assistantQr: string; assistantTip: string }[] = [
  {
    code: 'counsellor',
    title: '心理咨询师能力提升项目',
    intro: [
      '系统学习心理咨询的基础理论与实操技能：倾听、共情、提问与常见心理问题的识别。',
      '课程由具备资质的心理学讲师授课，包含案例督导与练习，学完可参加结业考核，合格者获得培训证书。',
      '提交报名信息后，请添加课程助理的微信，助理会在1个工作日内与你联系，介绍课程安排与报名事项。',
    ],
    assistantName: '心栈课程助理·小栈',
    assistantQr: 'https://work.weixin.qq.com/ca/xinzhan-counsellor',
    assistantTip: '长按识别二维码添加课程助理，备注“咨询师报名”',
  },
  {
    code: 'familyEducation',
    title: '家庭教育指导师培训项目',
    intro: [
      '面向家长与教育工作者，学习儿童青少年心理发展规律、亲子沟通与家庭教育指导方法。',
      '课程包含系统讲授、案例研讨和实践作业，学完可参加结业考核，合格者获得培训证书。',
      '提交报名信息后，请添加课程助理的微信，助理会在1个工作日内与你联系。',
    ],
    assistantName: '心栈课程助理·小心',
    assistantQr: 'https://work.weixin.qq.com/ca/xinzhan-family-education',
    assistantTip: '长按识别二维码添加课程助理，备注“家庭教育报名”',
  },
];

/**
 * Demo assessment products (every scale of the catalogue) with the commodities of the paid
 * ones, exercises and credential programmes. Idempotent by natural keys; existing rows
 * (operator edits) are left as they are.
 */
export async function seedAssessments(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .insertInto('assessments')
    .values(
      SCALES.map((scale, sort) => {
        const p = PRODUCTS[scale.code] ?? { color: '#7c9a92', access: 'free', priceFen: 0, people: 0, hot: false, helpUnlock: 0, keyword: '', subtitle: '' };
        return {
          scale_code: scale.code,
          title: scale.shortTitle,
          subtitle: p.subtitle,
          category: scale.category,
          cover_color: p.color,
          access: p.access,
          price_fen: p.priceFen,
          people_base: p.people,
          hot: p.hot ? 1 : 0,
          help_unlock: p.helpUnlock,
          course_keyword: p.keyword,
          sort,
          active: 1,
          created_at: now,
          updated_at: now,
        };
      }),
    )
    .onConflict((oc) => oc.column('scale_code').doNothing())
    .execute();
  // Paid ones are sold by a commodity that follows the row (also after operator edits).
  const rows = await db.selectFrom('assessments').select(['id', 'title', 'access', 'price_fen', 'active', 'commodity_id']).orderBy('id').execute();
  for (const row of rows) await syncAssessmentCommodity(db, row, now);

  const mediaDir = path.join(serverDir, 'media');
  await db
    .insertInto('exercises')
    .values(
      EXERCISES.map((e, sort) => ({
        code: e.code,
        title: e.title,
        subtitle: e.subtitle,
        category: e.category,
        cover_color: e.color,
        summary: e.summary,
        steps: JSON.stringify(e.steps),
        // Timer-only when the demo audio is not there (e.g. a trimmed deployment).
        audio_file: e.audio && fs.existsSync(path.join(mediaDir, e.audio)) ? e.audio : null,
        access: e.access,
        people_base: e.people,
        sort,
        active: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('credential_programmes')
    .values(
      PROGRAMMES.map((p) => ({
        code: p.code,
        title: p.title,
        intro: JSON.stringify(p.intro),
        assistant_name: p.assistantName,
        assistant_qr: p.assistantQr,
        assistant_tip: p.assistantTip,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
