// The yearly report's personal-information texts, as data: the pages only lay them out.

export interface DocSection {
  heading: string
  paragraphs: string[]
  /** Optional bullet points after the paragraphs. */
  items?: string[]
}

export interface DocLink {
  label: string
  route: string
}

export interface PolicyDoc {
  title: string
  updated: string
  intro: string
  sections: DocSection[]
  links: DocLink[]
}

export const PERSONAL_INFO_GUIDE: PolicyDoc = {
  title: '年度报告个人信息保护指引',
  updated: '更新日期：2023年12月20日',
  intro:
    '为了让你回顾这一年在心栈的学习，我们为你生成了年度报告。本指引说明年度报告会用到哪些信息、如何生成、谁能看到、保存多久，以及你可以如何管理这些信息。请在查看报告前仔细阅读。',
  sections: [
    {
      heading: '一、报告使用了哪些信息',
      paragraphs: ['年度报告只使用你在心栈内产生的学习记录，不会读取你手机上的其他信息，也不会向第三方获取你的数据。具体包括：'],
      items: [
        '收听记录：你在当年收听课程的日期、时段和时长（用于计算总时长、活跃天数、连续天数、最晚的一次收听和最投入的月份）；',
        '课程信息：你开始学习和学完的课程及其分类（用于展示陪伴你最久的课程和你最常听的课程类型）；',
        '结业证书：你在当年获得的证书数量；',
        '账号昵称与头像：仅用于在报告和分享海报上显示你的名字。',
      ],
    },
    {
      heading: '二、报告是如何生成的',
      paragraphs: [
        '报告由心栈服务器根据你本人账号下的学习记录自动计算生成，不经过人工查看。',
        '「超过了多少用户」是把你的年度时长与当年所有收听过课程的用户的时长进行比较得出的百分比，计算过程中只使用时长这一合计数字，不会向你展示任何其他用户的信息。',
        '年度称号根据你的总时长、活跃天数和收听时段等合计数据自动给出，仅供娱乐。',
      ],
    },
    {
      heading: '三、谁能看到你的报告',
      paragraphs: [
        '年度报告只有你本人登录后才能查看，其他用户无法打开你的报告。',
        '如果你主动生成并分享年度海报，海报上只会出现你的昵称、总时长、活跃天数、最长连续天数、超过用户的比例和年度称号，不会出现你听过的具体课程、章节或收听时间。',
        '我们统计报告被打开和分享的次数，用于改进产品，这些统计不包含你的任何学习数据。',
      ],
    },
    {
      heading: '四、信息的保存期限',
      paragraphs: [
        '年度报告在你每次打开时根据当时的学习记录实时计算，我们不会另外保存一份报告副本。',
        '学习记录在你的账号存续期间保存，用于同步学习进度、统计学习时长和发放证书；账号注销后，我们将按照《心栈隐私政策》在规定期限内删除或匿名化处理。',
      ],
    },
    {
      heading: '五、你的权利',
      paragraphs: ['你可以随时管理自己的信息：'],
      items: [
        '查看：在「我的 - 学习统计 / 学习记录」中查看年度报告所依据的学习记录；',
        '更正：在「我的资料」中修改昵称和头像，报告与海报会随之更新；',
        '删除：如需删除学习记录或注销账号，请联系在线客服，我们会在核实身份后15个工作日内处理并答复；',
        '撤回分享：已保存或发出的海报由你自行管理，你可以随时删除。',
      ],
    },
    {
      heading: '六、联系我们',
      paragraphs: [
        '如果你对本指引或个人信息保护有任何疑问、意见或投诉，可以通过「我的—在线客服」联系我们，我们会尽快答复。',
      ],
    },
  ],
  links: [
    { label: '查看学习统计', route: 'learnGrowPlan-learnStatistics' },
    { label: '查看学习记录', route: 'learnGrowPlan-learnRecord' },
    { label: '修改我的资料', route: 'user-portrait' },
    { label: '联系在线客服', route: 'im-customerService' },
  ],
}

export const REPORT_2024_PRIVACY: PolicyDoc = {
  title: '2024年度学习报告隐私说明',
  updated: '更新日期：2024年12月20日',
  intro: '2024年度学习报告根据你本人在心栈的学习记录生成。我们在意你的隐私，以下是你需要知道的几件事。',
  sections: [
    {
      heading: '用到的信息',
      paragraphs: ['2024年内你收听课程的日期、时段和时长，学习和学完的课程，获得的结业证书数量，以及你的昵称。'],
    },
    {
      heading: '怎样生成',
      paragraphs: ['报告由服务器根据你自己的记录自动计算，打开时实时生成，不另外保存副本，也不经过人工查看。'],
    },
    {
      heading: '谁能看到',
      paragraphs: ['只有你本人登录后可以查看。你主动分享的海报只显示总时长、天数、超过用户比例和年度称号，不显示具体课程和收听时间。'],
    },
    {
      heading: '如何删除',
      paragraphs: ['如需删除学习记录或注销账号，请联系在线客服，我们会在核实身份后15个工作日内处理。'],
    },
  ],
  links: [
    { label: '查看完整的个人信息保护指引', route: 'yearBill-personalInfo' },
    { label: '联系在线客服', route: 'im-customerService' },
  ],
}
