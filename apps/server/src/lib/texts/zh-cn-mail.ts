import type { Catalogue } from './en.ts';

/** The mails' words in Simplified Chinese: the keys of `en-mail.ts`, each with its text. */
export const ZH_CN_MAIL: Catalogue['mail'] = {
  greeting: '{{name}}，您好：',
  verifyCode: {
    subject: '{{site}} 验证码：{{code}}',
    headingRegister: '验证您的电子邮箱',
    headingReset: '重置您的密码',
    body: '请在网站上输入以下验证码以继续，验证码 {{minutes}} 分钟内有效。',
    footer: '如果这不是您本人的操作，请忽略此邮件。',
  },
  accountExists: {
    subject: '您已拥有 {{site}} 账户',
    heading: '您已拥有账户',
    body: '有人（很可能是您本人）尝试用此邮箱创建账户。此邮箱已注册过账户，因此无法再次注册，也未发送验证码。',
    login: '请在此使用密码登录：',
    reset: '忘记密码？可在此设置新密码：',
    footer: '如果这不是您本人的操作，请忽略此邮件，您的账户没有任何变化。',
  },
  noAccount: {
    subject: '{{site}} 密码重置请求',
    heading: '此邮箱没有账户',
    body: '有人请求重置使用此邮箱的账户密码，但此邮箱没有注册账户，因此未发送验证码。',
    register: '如果您想注册，请在此创建账户：',
    footer: '如果这不是您本人的操作，请忽略此邮件。',
  },
  loginThrottled: {
    subject: '您的 {{site}} 账户有多次登录失败',
    heading: '您的账户多次输入了错误密码',
    body: '有人连续多次为您的账户输入了错误密码。我们已放慢来自该来源的后续尝试。您的账户没有被锁定，您仍可照常登录。',
    reset: '如果是您本人且忘记了密码，可在此设置新密码：',
    footer:
      '如果不是您本人，无需任何操作，您的密码没有泄露。使用一个较长且未在其他地方使用过的密码，可以保护您的账户安全。',
  },
  entrySubmitted: {
    subject: '已收到您的作品：{{title}} — {{site}}',
    heading: '我们已收到您的参赛作品',
    body: '感谢您以“{{title}}”（作品编号 {{no}}）参加{{category}}类别的评选。作品已提交，支付报名费后将进入评审。',
    account: '您可以在账户页面支付报名费并查看作品进度：',
    footer: '您收到此邮件是因为您使用此邮箱提交了参赛作品。',
  },
  entryAwarded: {
    subject: '“{{title}}”荣获{{award}} — {{site}}',
    heading: '恭喜您的作品获奖',
    body: '评审团已授予作品“{{title}}”（作品编号 {{no}}）{{award}}。',
    confirm: '请在以下页面确认获奖作品公开展示的署名与介绍，并订购获奖套餐：',
    footer: '您收到此邮件是因为您提交了这件参赛作品。',
  },
  payment: {
    fee: { entry: '报名费', winnerPackage: '获奖套餐费', additionalTrophy: '追加奖杯费' },
    paid: {
      subject: '付款收据：{{fee}} {{amount}} — {{site}}',
      heading: '已收到您的付款',
      body: '我们已收到作品“{{title}}”（作品编号 {{no}}）的{{fee}} {{amount}}。订单号：{{order}}。',
      account: '您可以在账户页面下载发票：',
    },
    failed: {
      subject: '付款未完成：{{fee}} — {{site}}',
      heading: '您的付款未成功',
      body: '作品“{{title}}”（作品编号 {{no}}，订单 {{order}}）的{{fee}} {{amount}} 付款未成功，未产生扣款。',
      account: '您可以在账户页面使用相同或其他方式重新付款：',
    },
    expired: {
      subject: '付款未完成：{{fee}} — {{site}}',
      heading: '您的付款已超时',
      body: '作品“{{title}}”（作品编号 {{no}}，订单 {{order}}）的{{fee}} {{amount}} 未在有效期内完成付款，未产生扣款。',
      account: '您可以在账户页面重新付款：',
    },
    excess: {
      subject: '将退还的付款：{{fee}} — {{site}}',
      heading: '该费用此前已结清',
      body: '我们收到了作品“{{title}}”（作品编号 {{no}}，订单 {{order}}）的{{fee}} {{amount}}，但该费用此前已付清或已减免，无需再付。我们正在退还这笔款项，退款发出时您会收到退款通知。',
      account: '您可以在账户页面查看各项费用：',
    },
    refunded: {
      subject: '退款 {{amount}} — {{site}}',
      heading: '我们已为您退款',
      body: '我们已退还作品“{{title}}”（作品编号 {{no}}，订单 {{order}}）的{{fee}} {{amount}}，款项将按原支付方式退回，通常需要几个工作日。',
      account: '您可以在账户页面下载红字发票（退款凭证）：',
    },
    footer: '您收到此邮件是因为此账户有一笔付款。',
    testSubject: '【测试】 {{subject}}',
    test: '测试——未发生实际付款：此订单在支付沙盒中完成，付款结果由付款人自行选择。',
  },
  reviewReminder: {
    roundFirst: '初审',
    roundSecond: '复审',
    subjectOne: '提醒：您还有 1 件作品待评审，截止 {{deadline}} — {{site}}',
    subjectMany: '提醒：您还有 {{left}} 件作品待评审，截止 {{deadline}} — {{site}}',
    heading: '评审即将截止',
    bodyOne:
      '您还有 1 件作品的{{round}}尚未完成。本轮评审于 {{deadline}} 截止，截止前您也可以修改已提交的评审。',
    bodyMany:
      '您还有 {{left}} 件作品的{{round}}尚未完成。本轮评审于 {{deadline}} 截止，截止前您也可以修改已提交的评审。',
    list: '待评审的作品：',
    footer: '您收到此邮件是因为您是本届评审团成员。',
  },
  contactMessage: {
    heading: '联系表单：{{subject}}',
    from: '来自 {{name}} <{{email}}>',
    footer: '留言 #{{id}}。回复此邮件即可答复 {{name}}。',
  },
};
