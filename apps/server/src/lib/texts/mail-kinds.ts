/**
 * What the console says about each mail the product sends (mail/kinds.ts): its name and when it
 * is sent, by kind, and each merge field's meaning and sample value, in both languages. The
 * mails' own words are en-mail.ts and zh-cn-mail.ts.
 */
type Kinds = Readonly<Record<string, readonly [title: string, description: string]>>;
type Fields = Readonly<Record<string, readonly [label: string, sample: string]>>;

const EN_KINDS = {
  'verify-code.register': ['Registration code', 'The code that confirms a new account’s e-mail address.'],
  'verify-code.reset': ['Password reset code', 'The code for setting a new password.'],
  'account-exists': ['Address already registered', 'Sent instead of a registration code when the address already has an account.'],
  'no-account': ['Reset for an unknown address', 'Sent instead of a reset code when no account uses the address.'],
  'login-throttled': ['Failed log-ins', 'Sent to an account’s owner when wrong passwords for it are being slowed down.'],
  'entry.submitted': ['Entry received', 'Sent when an entrant submits an entry.'],
  'entry.awarded': ['Award notice', 'Sent when the jury’s final award is given to an entry.'],
  'entrant.message': ['Message from the organisers', 'Sent by a bulk action on entries: the organisers’ subject and message, one mail to each entrant of the entries chosen, in the entrant’s language.'],
  'payment.paid': ['Receipt', 'Sent when a payment is received.'],
  'payment.failed': ['Payment declined', 'Sent when a payment is declined.'],
  'payment.expired': ['Payment expired', 'Sent when a payment is not completed before it expires.'],
  'payment.excess': ['Payment to give back', 'Sent when money arrives for a fee that was already settled.'],
  'payment.refunded': ['Refund notice', 'Sent when money is given back.'],
  'review-reminder': ['Review reminder', 'Sent a week and a day before a review round ends, to jurors with entries left.'],
  'jury-invitation': ['Jury invitation', 'Sent when the organisers invite someone to a season’s jury; its link is valid for 14 days.'],
  'jury-invitation-reminder': ['Jury invitation reminder', 'Sent 3 and 5 days after an invitation that has not been answered, with a new link.'],
  'contact-reply': ['Reply to a contact message', 'Sent when an organiser replies to a contact-form message from the console; it quotes the message, and a reply to it reaches the organisers.'],
} as const satisfies Kinds;

export type MailKindName = keyof typeof EN_KINDS;

const ZH_KINDS: Record<MailKindName, readonly [string, string]> = {
  'verify-code.register': ['注册验证码', '新用户注册时用于验证邮箱的验证码。'],
  'verify-code.reset': ['重设密码验证码', '重设密码时使用的验证码。'],
  'account-exists': ['邮箱已注册', '邮箱已有账户时，代替注册验证码发送。'],
  'no-account': ['未注册邮箱的重设请求', '没有账户使用该邮箱时，代替重设验证码发送。'],
  'login-throttled': ['登录失败提醒', '账户多次输错密码、后续尝试被放慢时发给账户本人。'],
  'entry.submitted': ['作品已提交', '参赛者提交作品时发送。'],
  'entry.awarded': ['获奖通知', '评审团最终为作品授奖时发送。'],
  'entrant.message': ['主办方消息', '对作品执行批量操作时发送：主办方撰写的主题和内容，按所选作品的参赛者每人一封，使用参赛者的语言。'],
  'payment.paid': ['付款收据', '收到付款时发送。'],
  'payment.failed': ['付款未成功', '付款被拒绝时发送。'],
  'payment.expired': ['付款已超时', '付款在有效期内未完成时发送。'],
  'payment.excess': ['将退还的付款', '已结清的费用再次收到付款时发送。'],
  'payment.refunded': ['退款通知', '退款时发送。'],
  'review-reminder': ['评审提醒', '评审轮次截止前一周和前一天，发给仍有待评审作品的评审。'],
  'jury-invitation': ['评审团邀请', '主办方邀请某人加入本届评审团时发送，链接 14 天内有效。'],
  'jury-invitation-reminder': ['评审团邀请提醒', '邀请发出 3 天和 5 天后仍未答复时发送，附新的链接。'],
  'contact-reply': ['联系留言的回复', '主办方在管理后台回复联系表单留言时发送；邮件引用原留言，对方直接回复即可联系到主办方。'],
};

/** A field's meaning and sample; the samples of fee.name, fee.amount, review.round and review.deadline are said by mail/kinds.ts. */
const EN_FIELDS = {
  'site.name': ['The site’s name', 'Laurel Design Award'],
  'entrant.name': ['The entrant’s name', 'Mia Chen'],
  'entry.title': ['The entry’s title', 'Fold chair'],
  'entry.no': ['The entry’s number', '42'],
  'entry.category': ['The entry’s category', 'Furniture'],
  'award.name': ['The award given', 'Gold'],
  'message.subject': ['The organisers’ subject, as written for the bulk action', 'The exhibition opens on 3 March'],
  'message.body': ['The organisers’ message, as written for the bulk action (its paragraphs kept)', 'Every awarded entry will be shown at the exhibition in Shanghai.'],
  'fee.name': ['Which fee (the entry fee, the winner package…)', ''],
  'fee.amount': ['The amount, in US dollars', ''],
  'order.no': ['The payment order number', 'E20261127ABCDEF0123456789'],
  'reviewer.name': ['The juror’s name', 'Lena Berg'],
  'reviews.left': ['How many entries are left to review', '3'],
  'review.round': ['The review round', ''],
  'review.deadline': ['When the round ends (UTC)', ''],
  'code.value': ['The verification code', '123456'],
  'code.minutes': ['Minutes the code is valid', ''],
  'link.account': ['Link to the account page', '/account'],
  'link.award': ['Link to confirm the winner’s details', '/awards/steps?apply_order_id=42'],
  'link.review': ['Link to the juror’s entries', '/subjuryreview'],
  'link.login': ['Link to log in', '/login'],
  'link.reset': ['Link to set a new password', '/user/forget'],
  'link.register': ['Link to register', '/register'],
  'invitee.name': ['The invitee’s name (may be empty)', 'Lena Berg'],
  'season.name': ['The season', '2027 season'],
  'jury.role': ['The jury role offered', ''],
  'jury.categories': ['A sub-judge’s categories (empty for other roles)', 'Furniture, Lighting'],
  'invitation.expires': ['When the link stops working (UTC)', ''],
  'link.invitation': ['Link to accept the invitation', '/invitation?token=sample'],
  'visitor.name': ['The name the visitor gave', 'Mia Chen'],
  'contact.subject': ['The subject of the visitor’s message', 'Entry deadline'],
  'contact.message': ['The visitor’s message, quoted', 'Can I still change my entry after the deadline?'],
  'contact.reply': ['Your reply, as written in the console', 'Yes, until the judging starts.'],
} as const satisfies Fields;

export type MergeFieldName = keyof typeof EN_FIELDS;

const ZH_FIELDS: Record<MergeFieldName, readonly [string, string]> = {
  'site.name': ['网站名称', 'Laurel Design Award'],
  'entrant.name': ['参赛者姓名', '陈米娅'],
  'entry.title': ['作品名称', '折叠椅'],
  'entry.no': ['作品编号', '42'],
  'entry.category': ['作品类别', '家具'],
  'award.name': ['所获奖项', '金奖'],
  'message.subject': ['主办方为批量操作撰写的主题', '展览将于 3 月 3 日开幕'],
  'message.body': ['主办方为批量操作撰写的内容（保留分段）', '所有获奖作品都将在上海的展览中展出。'],
  'fee.name': ['费用名称（报名费、获奖套餐费……）', ''],
  'fee.amount': ['金额（美元）', ''],
  'order.no': ['付款订单号', 'E20261127ABCDEF0123456789'],
  'reviewer.name': ['评审姓名', '林娜'],
  'reviews.left': ['待评审作品数', '3'],
  'review.round': ['评审轮次', ''],
  'review.deadline': ['本轮截止时间（UTC）', ''],
  'code.value': ['验证码', '123456'],
  'code.minutes': ['验证码有效分钟数', ''],
  'link.account': ['账户页面链接', '/account'],
  'link.award': ['确认获奖信息的链接', '/awards/steps?apply_order_id=42'],
  'link.review': ['待评审作品链接', '/subjuryreview'],
  'link.login': ['登录链接', '/login'],
  'link.reset': ['重设密码链接', '/user/forget'],
  'link.register': ['注册链接', '/register'],
  'invitee.name': ['受邀人姓名（可能为空）', '林娜'],
  'season.name': ['赛季', '2027 赛季'],
  'jury.role': ['邀请担任的评审角色', ''],
  'jury.categories': ['初审评委负责的类别（其他角色为空）', '家具、灯具'],
  'invitation.expires': ['链接失效时间（UTC）', ''],
  'link.invitation': ['接受邀请的链接', '/invitation?token=sample'],
  'visitor.name': ['留言者填写的姓名', '陈米娅'],
  'contact.subject': ['留言的主题', '报名截止时间'],
  'contact.message': ['留言原文（引用）', '截止后还能修改作品吗？'],
  'contact.reply': ['您在管理后台写下的回复', '可以，评审开始前都能修改。'],
};

export const MAIL_KIND_WORDS = {
  en: { kinds: EN_KINDS as Record<MailKindName, readonly [string, string]>, fields: EN_FIELDS as Record<MergeFieldName, readonly [string, string]> },
  'zh-CN': { kinds: ZH_KINDS, fields: ZH_FIELDS },
} as const;
