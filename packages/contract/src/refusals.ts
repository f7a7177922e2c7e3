import type { LanguageCode } from './constants.ts';

/**
 * Every refusal the server gives, by a stable reason code (docs/product.md#refusals): its HTTP
 * status, decided here once, and its text in English and Simplified Chinese. The server answers
 * in the request's language and puts the code in the envelope's `reason`, so a client can act on
 * the code and show the text. `{{name}}` marks a value the server fills in.
 *
 * A code once published keeps its meaning: a client may branch on it.
 */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;
  en: string;
  'zh-CN': string;
}

export const REFUSALS = {
  // Sessions and roles
  loginRequired: { status: 401, en: 'Please log in.', 'zh-CN': '请先登录。' },
  notAllowed: { status: 403, en: 'You do not have permission to do this.', 'zh-CN': '你没有执行此操作的权限。' },
  juryCannotEnter: { status: 403, en: 'Jury members cannot enter the competition they judge.', 'zh-CN': '评审不能参加自己评审的比赛。' },
  wrongLogin: { status: 422, en: 'The e-mail address or password is incorrect.', 'zh-CN': '邮箱或密码不正确。' },

  // Attempt limits
  tooManyAttemptsSeconds: { status: 429, en: 'Too many attempts. Please try again in {{seconds}} seconds.', 'zh-CN': '尝试次数过多，请在 {{seconds}} 秒后重试。' },
  tooManyAttemptsMinutes: { status: 429, en: 'Too many attempts. Please try again in {{minutes}} minutes.', 'zh-CN': '尝试次数过多，请在 {{minutes}} 分钟后重试。' },
  uploadsInFlight: { status: 429, en: 'You are already uploading {{max}} files. Please wait until one has finished.', 'zh-CN': '你正在同时上传 {{max}} 个文件，请等其中一个完成后再试。' },
  serverBusyUploads: { status: 429, en: 'The server is busy with other uploads. Please try again in {{seconds}} seconds.', 'zh-CN': '服务器正在处理其他上传，请在 {{seconds}} 秒后重试。' },
  serverBusyImages: { status: 429, en: 'The server is busy with other images. Please try again in {{seconds}} seconds.', 'zh-CN': '服务器正在处理其他图片，请在 {{seconds}} 秒后重试。' },
  tooManyWaitingUploads: {
    status: 409,
    en: 'You have {{max}} uploaded files that are not in an entry yet. Save your entry, or wait a day for unused uploads to be removed.',
    'zh-CN': '你有 {{max}} 个已上传但尚未加入作品的文件。请先保存作品，或等待一天让未使用的文件被清除。',
  },

  // Entry PDFs, which are stored rewritten without what names their author (docs/product.md#reviews)
  notAPdf: { status: 422, en: 'Please upload a PDF document.', 'zh-CN': '请上传 PDF 文档。' },
  pdfEncrypted: { status: 422, en: 'This PDF is password-protected or encrypted. Please save it without protection and upload it again.', 'zh-CN': '该 PDF 受密码保护或已加密。请取消保护后另存，再重新上传。' },
  pdfDamaged: { status: 422, en: 'This PDF is damaged or not a PDF we can read. Please export it again and upload it.', 'zh-CN': '该 PDF 已损坏或无法读取。请重新导出后再上传。' },
  pdfNoPages: { status: 422, en: 'This PDF has no pages.', 'zh-CN': '该 PDF 没有页面。' },
  pdfTooComplex: { status: 422, en: 'This PDF is too complex to process. Please export it again, simpler or smaller, and upload it.', 'zh-CN': '该 PDF 过于复杂，无法处理。请以更简单或更小的方式重新导出后再上传。' },

  // Entries
  entryNotFound: { status: 404, en: 'This entry does not exist.', 'zh-CN': '该作品不存在。' },
  ownEntryNotFound: { status: 404, en: 'This entry does not exist or is not yours.', 'zh-CN': '该作品不存在或不属于你。' },
  noSeasonOpen: { status: 409, en: 'No competition season is open for entries.', 'zh-CN': '当前没有开放报名的赛季。' },
  entryLimitReached: { status: 409, en: 'You have reached the limit of {{max}} entries for this season.', 'zh-CN': '你在本赛季的作品数已达上限 {{max}} 件。' },
  onlyDraftsEditable: { status: 409, en: 'This entry has been submitted; only drafts can be edited.', 'zh-CN': '该作品已提交，只有草稿可以编辑。' },
  registrationNotOpen: { status: 409, en: 'Registration for this season has not opened yet.', 'zh-CN': '本赛季尚未开放报名。' },
  registrationClosed: { status: 409, en: 'Registration for this season has closed; entries can no longer be created or changed.', 'zh-CN': '本赛季报名已截止，作品不能再新建或修改。' },
  imagesLocked: { status: 409, en: 'Review of this entry has started; its images can no longer be changed.', 'zh-CN': '该作品的评审已开始，图片不能再更改。' },
  winnerInfoOnlyAwarded: { status: 409, en: 'Winner information can only be given for an awarded entry.', 'zh-CN': '只有获奖作品可以填写获奖信息。' },
  entryMoveRefused: { status: 409, en: 'This entry cannot make that change in its present state.', 'zh-CN': '该作品在当前状态下不能进行此更改。' },
  onlySubmittedAwarded: { status: 409, en: 'Only a submitted entry can be awarded.', 'zh-CN': '只有已提交的作品可以评奖。' },
  entryFeeNotSettled: { status: 409, en: 'The entry fee of this entry is not settled, so it has not reached the jury.', 'zh-CN': '该作品的报名费尚未结清，因此尚未进入评审。' },
  awardPaymentInProgress: { status: 409, en: 'A payment for this award is in progress: decide again once it has completed or expired.', 'zh-CN': '该奖项有一笔付款正在进行中，请在付款完成或过期后再做决定。' },
  awardPackagePaid: { status: 409, en: 'The winner package of this award is paid: refund it before withdrawing the award.', 'zh-CN': '该奖项的获奖套餐已付款，请先退款再撤销奖项。' },
  awardTrophiesPaid: { status: 409, en: 'Trophies of this award are paid: refund them before withdrawing the award.', 'zh-CN': '该奖项的奖杯已付款，请先退款再撤销奖项。' },

  // Fees and payments
  categoryFirst: { status: 409, en: 'Choose a category for this entry first: its entry fee depends on it.', 'zh-CN': '请先为该作品选择类别：报名费取决于类别。' },
  codeOnlyOnDraft: { status: 409, en: 'An invitation code can only be added or changed on a draft while registration is open.', 'zh-CN': '只有在报名期间的草稿才能添加或更改邀请码。' },
  onlySubmittedPaid: { status: 409, en: 'Only a submitted entry can be paid for.', 'zh-CN': '只有已提交的作品可以付款。' },
  entryFeeSettled: { status: 409, en: 'The entry fee of this entry is already settled.', 'zh-CN': '该作品的报名费已结清。' },
  noEntryFeeDue: { status: 409, en: 'No entry fee is due for this entry.', 'zh-CN': '该作品无需支付报名费。' },
  onlyAwardedPackage: { status: 409, en: 'Only an awarded entry has a winner package to pay for.', 'zh-CN': '只有获奖作品才有获奖套餐需要支付。' },
  packageSettled: { status: 409, en: 'The winner package of this entry is already settled.', 'zh-CN': '该作品的获奖套餐费用已结清。' },
  noPackageDue: { status: 409, en: 'No winner-package fee is due for this award.', 'zh-CN': '该奖项无需支付获奖套餐费用。' },
  onlyAwardedTrophies: { status: 409, en: 'Only an awarded entry can order trophies.', 'zh-CN': '只有获奖作品可以订购奖杯。' },
  tooManyUnpaidTrophyOrders: { status: 409, en: 'This entry already has {{max}} unpaid trophy orders: pay or wait for one of them first.', 'zh-CN': '该作品已有 {{max}} 个未付款的奖杯订单，请先支付或等待其中一个。' },
  trophyOrderNotFound: { status: 404, en: 'This trophy order does not exist.', 'zh-CN': '该奖杯订单不存在。' },
  trophyOrderSettled: { status: 409, en: 'This trophy order is already settled.', 'zh-CN': '该奖杯订单已结清。' },
  noTrophiesOrdered: { status: 409, en: 'This entry has ordered no trophies.', 'zh-CN': '该作品没有订购奖杯。' },
  orderNotFound: { status: 404, en: 'This payment order does not exist.', 'zh-CN': '该付款订单不存在。' },
  providerUnreachable: { status: 502, en: 'The payment provider cannot be reached right now. Please try again in a moment.', 'zh-CN': '暂时无法连接支付服务商，请稍后重试。' },
  refundNumberUsed: { status: 409, en: 'This refund number was already used for another refund.', 'zh-CN': '该退款编号已用于另一笔退款。' },
  onlyPaidRefunded: { status: 409, en: 'Only a paid order can be refunded.', 'zh-CN': '只有已付款的订单可以退款。' },
  refundTooLarge: { status: 422, en: 'At most {{cents}} cents of this order can still be refunded.', 'zh-CN': '该订单最多还可退款 {{cents}} 分。' },
  providerGone: { status: 409, en: 'This order was paid through a provider that is no longer configured; refund it there by hand.', 'zh-CN': '该订单的支付服务商已不再配置，请在服务商处手动退款。' },
  refundRefused: { status: 502, en: 'The payment provider did not accept the refund. Nothing was refunded; try again later.', 'zh-CN': '支付服务商未接受退款，未退任何款项，请稍后重试。' },
  // The payments desk (docs/product.md#payments-desk)
  feeAlreadySettled: { status: 409, en: 'This fee is already settled ({{status}}); nothing was recorded.', 'zh-CN': '该费用已结清（{{status}}），未记录任何内容。' },
  feeNotDue: { status: 409, en: 'This fee is not due for this entry, so it cannot be marked paid.', 'zh-CN': '该作品无需支付此项费用，因此不能标记为已付。' },
  trophyOrderRequired: { status: 422, en: 'Choose the trophy order this payment is for.', 'zh-CN': '请选择这笔付款对应的奖杯订单。' },
  transferReferenceRequired: { status: 422, en: 'This order was paid by hand: give the reference of the transfer that sends the money back.', 'zh-CN': '该订单为手动记录的付款：请填写退回款项的转账参考号。' },
  onlyPaidReceipt: { status: 409, en: 'Only a paid order has a receipt to send.', 'zh-CN': '只有已付款的订单才有收据可发送。' },
  recheckTooEarly: { status: 409, en: 'Only an order pending for more than {{minutes}} minutes is asked about again.', 'zh-CN': '只有待付款超过 {{minutes}} 分钟的订单才会重新查询。' },

  // Fee decisions (the fee ledger)
  waivePaidOnline: { status: 409, en: 'This fee was paid through the site: refund the payment instead of waiving the fee.', 'zh-CN': '该费用已通过网站支付：请退款，而不是免除费用。' },
  alreadyWaived: { status: 409, en: 'This fee is already waived.', 'zh-CN': '该费用已免除。' },
  alreadyPaidOnline: { status: 409, en: 'This fee was already paid through the site.', 'zh-CN': '该费用已通过网站支付。' },
  alreadyMarkedPaid: { status: 409, en: 'This fee is already marked as paid.', 'zh-CN': '该费用已标记为已付。' },
  reopenPaidOnline: { status: 409, en: 'This fee was paid through the site: only a refund of the payment gives it back.', 'zh-CN': '该费用已通过网站支付：只有退款才能撤回。' },
  nothingToReopen: { status: 409, en: 'Only a waiver or a payment marked by hand can be undone.', 'zh-CN': '只有免除或手动标记的付款可以撤销。' },
  refundedOnlyByRefund: { status: 409, en: 'A fee becomes refunded only when its payment is refunded, which also issues the credit note.', 'zh-CN': '只有在付款被退款时费用才会变为已退款，同时会开具红字发票。' },
  pendingOnlyByPayment: { status: 409, en: 'A fee is pending only while a payment of it is in progress.', 'zh-CN': '只有在付款进行中时费用才会处于待付款状态。' },

  // Documents
  onlyOwnerBilling: { status: 403, en: 'Only the entrant sets the billing details of their invoice; judges can read it.', 'zh-CN': '只有参赛者本人可以设置发票的开票信息；评审只能查看。' },

  // Accounts and codes
  wrongCurrentPassword: { status: 422, en: 'The current password is incorrect.', 'zh-CN': '当前密码不正确。' },
  samePassword: { status: 422, en: 'The new password must differ from the current one.', 'zh-CN': '新密码必须与当前密码不同。' },
  agentCodeInvalid: { status: 422, en: 'This agent code is not valid.', 'zh-CN': '该代理码无效。' },
  invitationCodeInvalid: { status: 422, en: 'This invitation code is not valid.', 'zh-CN': '该邀请码无效。' },
  invitationCodeInactive: { status: 422, en: 'This invitation code is no longer active.', 'zh-CN': '该邀请码已停用。' },
  invitationCodeExpired: { status: 422, en: 'This invitation code has expired.', 'zh-CN': '该邀请码已过期。' },
  invitationCodeUsedUp: { status: 422, en: 'This invitation code has been used up.', 'zh-CN': '该邀请码已用完。' },
  invitationCodeUsedByYou: { status: 422, en: 'You have used this invitation code as often as it allows.', 'zh-CN': '你使用该邀请码的次数已达上限。' },
  invitationCodeNotForCategory: { status: 422, en: 'This invitation code does not cover the chosen category.', 'zh-CN': '该邀请码不适用于所选类别。' },
  invitationCodeGone: { status: 422, en: 'This invitation code can no longer be used. Remove it or enter another.', 'zh-CN': '该邀请码已无法使用，请删除或输入其他邀请码。' },
  verifyCodeWrong: { status: 422, en: 'The verification code is incorrect.', 'zh-CN': '验证码不正确。' },
  verifyCodeExpired: { status: 422, en: 'The verification code has expired. Please request a new one.', 'zh-CN': '验证码已过期，请重新获取。' },
  verifyCodeBurned: { status: 422, en: 'Too many wrong codes. Please request a new one.', 'zh-CN': '错误次数过多，请重新获取验证码。' },

  // Entry fields and files
  categoryNotOpen: { status: 422, en: 'Please choose one of the categories open for entries.', 'zh-CN': '请选择一个开放报名的类别。' },
  tooManyImages: { status: 422, en: 'An entry may have at most {{max}} images.', 'zh-CN': '每件作品最多可有 {{max}} 张图片。' },
  imagesNotYours: { status: 422, en: 'Each image must be one of your own uploaded images that no other entry uses.', 'zh-CN': '每张图片都必须是你自己上传且未被其他作品使用的图片。' },
  pdfNotYours: { status: 422, en: 'The PDF must be one of your own uploaded PDFs that no other entry uses.', 'zh-CN': 'PDF 必须是你自己上传且未被其他作品使用的 PDF。' },
  notAnImage: { status: 422, en: 'Please upload a JPEG, PNG or WebP image.', 'zh-CN': '请上传 JPEG、PNG 或 WebP 格式的图片。' },
  imageDamaged: { status: 422, en: 'The image is damaged or incomplete.', 'zh-CN': '图片已损坏或不完整。' },
  imageTooManyPixels: { status: 422, en: 'The image has more than {{millions}} million pixels.', 'zh-CN': '图片超过 {{millions}} 百万像素。' },
  jpegTooBuffered: { status: 422, en: 'This JPEG is saved as progressive (in several scans) and is too large to check. Please save it as a standard (baseline) JPEG and upload it again.', 'zh-CN': '该 JPEG 为渐进式保存且过大，无法检查。请另存为标准（基线）JPEG 后重新上传。' },
  pngTooBuffered: { status: 422, en: 'This PNG is interlaced and too large to check. Please save it without interlacing and upload it again.', 'zh-CN': '该 PNG 为隔行扫描且过大，无法检查。请取消隔行扫描后重新上传。' },
  webpTooBuffered: { status: 422, en: 'This WebP is stored on its side and is too large to turn upright. Please save it upright, or as a JPEG, and upload it again.', 'zh-CN': '该 WebP 方向为侧向且过大，无法旋转。请以正向或 JPEG 格式保存后重新上传。' },
  fileTooLarge: { status: 422, en: 'The file is larger than {{mb}} MB.', 'zh-CN': '文件超过 {{mb}} MB。' },
  multipartRequired: { status: 422, en: 'Please send the file as multipart/form-data.', 'zh-CN': '请以 multipart/form-data 格式发送文件。' },
  unexpectedFile: { status: 422, en: 'Unexpected file; send one part named "file".', 'zh-CN': '意外的文件；请只发送一个名为 "file" 的部分。' },
  oneFilePerRequest: { status: 422, en: 'Send one file per request.', 'zh-CN': '每次请求只能发送一个文件。' },
  fileTooLargeAny: { status: 422, en: 'The file is too large.', 'zh-CN': '文件过大。' },
  uploadMalformed: { status: 422, en: 'The upload was incomplete or malformed.', 'zh-CN': '上传不完整或格式有误。' },
  tooManyFormFields: { status: 422, en: 'Too many form fields.', 'zh-CN': '表单字段过多。' },
  channelUnavailable: { status: 422, en: 'This payment channel is not available.', 'zh-CN': '该支付渠道不可用。' },
  callbackAmountMismatch: { status: 400, en: 'Callback refused: the amount does not match the order.', 'zh-CN': '回调被拒绝：金额与订单不符。' },
  languageUnknown: { status: 422, en: 'Must be one of: {{languages}}.', 'zh-CN': '必须是以下之一：{{languages}}。' },

  // The jury
  planChanged: { status: 409, en: 'The entries or sub-judges changed since this plan was previewed. Preview it again.', 'zh-CN': '自预览以来作品或初审评委已有变动，请重新预览。' },
  awardLevelUnknown: { status: 422, en: 'This award level does not exist.', 'zh-CN': '该奖项等级不存在。' },
  feeNoteRequired: { status: 422, en: 'Say why the status changes: it goes into the audit log.', 'zh-CN': '请说明更改状态的原因：它将记入审计日志。' },
  noCurrentSeason: { status: 404, en: 'No season is current.', 'zh-CN': '当前没有进行中的赛季。' },
  noSeasonOfYear: { status: 404, en: 'There is no {{year}} season.', 'zh-CN': '没有 {{year}} 年度的赛季。' },
  seasonNotFound: { status: 404, en: 'There is no such season.', 'zh-CN': '没有该赛季。' },
  resultsAlreadyPublic: { status: 409, en: 'The {{year}} winners are public already: the results date, {{date}}, has passed.', 'zh-CN': '{{year}} 年度获奖名单已公开：公布日期 {{date}} 已过。' },
  confirmResultsDate: { status: 422, en: "Confirm with the season's results date, {{date}}.", 'zh-CN': '请以本赛季的公布日期 {{date}} 确认。' },
  notInReviewList: { status: 404, en: 'This entry is not in your review list.', 'zh-CN': '该作品不在你的评审列表中。' },
  entryNotAtJury: { status: 404, en: 'This entry does not exist or has not reached the jury.', 'zh-CN': '该作品不存在或尚未进入评审。' },
  entryNotDownloadable: { status: 404, en: 'This entry does not exist or is not yours to download.', 'zh-CN': '该作品不存在或你无权下载。' },
  entriesNotDownloadable: { status: 404, en: 'Some of these entries do not exist or are not yours to download.', 'zh-CN': '其中有作品不存在或你无权下载。' },
  roundEnded: { status: 409, en: 'This review round has ended, so reviews can no longer change.', 'zh-CN': '本轮评审已结束，评审意见不能再更改。' },
  unknownCriteria: { status: 422, en: 'Not a criterion of this season: {{keys}}.', 'zh-CN': '不是本赛季的评审标准：{{keys}}。' },
  scoreAboveMax: { status: 422, en: 'Scores go from {{min}} to {{max}} this season.', 'zh-CN': '本赛季的评分范围为 {{min}} 到 {{max}} 分。' },
  scoreEveryCriterion: { status: 422, en: 'Score every criterion before submitting.', 'zh-CN': '提交前请为每项标准评分。' },
  proposeAwardLevel: { status: 422, en: 'Propose an award level or no award.', 'zh-CN': '请提议一个奖项等级，或提议不授奖。' },
  notASubJudge: { status: 422, en: '{{id}} is not a sub-judge.', 'zh-CN': '{{id}} 不是初审评委。' },
  subJudgeDeclaredConflict: { status: 422, en: '{{name}} declared a conflict of interest.', 'zh-CN': '{{name}} 已声明利益冲突。' },
  subJudgeSameOrganisation: { status: 422, en: '{{name}} works for the same organisation as the entrant.', 'zh-CN': '{{name}} 与参赛者在同一机构工作。' },
  subJudgeSameEmailDomain: { status: 422, en: "{{name}} shares the entrant's e-mail domain.", 'zh-CN': '{{name}} 与参赛者的邮箱域名相同。' },
  subJudgeSameCategory: { status: 422, en: '{{name}} has an entry of their own in this category.', 'zh-CN': '{{name}} 在该类别中有自己的参赛作品。' },
  onlyAwardedShown: { status: 409, en: 'Only an awarded entry can be shown among the winners.', 'zh-CN': '只有获奖作品才能在获奖名单中展示。' },

  // Documents and winners
  invoiceCorrectedByOrganisers: { status: 409, en: 'This payment was refunded in part or whole: its invoice is corrected by the organisers.', 'zh-CN': '该笔付款已部分或全部退款：其发票由主办方更正。' },
  onlyAwardedSeal: { status: 409, en: 'Only an awarded entry has an award seal.', 'zh-CN': '只有获奖作品才有奖章。' },
  sealAfterPackage: { status: 409, en: 'The award seal is ready once the winner package is paid.', 'zh-CN': '获奖套餐付款后即可获得奖章。' },
  noInvoiceUnpaid: { status: 404, en: 'There is no invoice: this fee has not been paid.', 'zh-CN': '没有发票：该费用尚未支付。' },
  creditNoteNotFound: { status: 404, en: 'There is no such credit note for this entry.', 'zh-CN': '该作品没有这张红字发票。' },
  onlyAwardedCertificate: { status: 409, en: 'Only an awarded entry has a certificate.', 'zh-CN': '只有获奖作品才有证书。' },
  certificateAfterPackage: { status: 409, en: 'The certificate is ready once the winner package is paid.', 'zh-CN': '获奖套餐付款后即可获得证书。' },
  invoiceSellerMissing: { status: 409, en: 'Invoices cannot be issued yet: the organiser has not set the seller’s legal name, address and tax id. Please try again later.', 'zh-CN': '暂时无法开具发票：主办方尚未设置销售方的法定名称、地址和税号，请稍后再试。' },
  certificateNotFound: { status: 404, en: 'No certificate has this code.', 'zh-CN': '没有使用该编码的证书。' },
  winnerNotFound: { status: 404, en: 'No published winner has this id.', 'zh-CN': '没有该编号的已公布获奖作品。' },

  // The organisers' console
  seasonYearTaken: { status: 409, en: 'A season of {{year}} already exists.', 'zh-CN': '{{year}} 年的赛季已存在。' },
  seasonDateOrder: { status: 422, en: 'This date must come after the one listed before it (registration, first review, second review, results).', 'zh-CN': '此日期必须晚于其前面列出的日期（报名、初审、复审、公布结果）。' },
  feeDateOutsideRegistration: { status: 422, en: 'Fee dates must fall while registration is open.', 'zh-CN': '费用日期必须在报名期间内。' },
  feeDatesOrder: { status: 422, en: 'Late prices cannot start before early-bird prices end.', 'zh-CN': '晚鸟价不能早于早鸟价结束前开始。' },
  categoryNotFound: { status: 404, en: 'This category does not exist.', 'zh-CN': '该类别不存在。' },
  categoryGroupInvalid: { status: 422, en: 'Choose a group of the same season; groups cannot be nested.', 'zh-CN': '请选择同一赛季的分组；分组不能嵌套。' },
  categoryHasEntries: { status: 409, en: 'This category has {{count}} entries: close it to new entries instead of deleting it.', 'zh-CN': '该类别已有 {{count}} 件作品：请关闭报名，而不是删除。' },
  groupNotEmpty: { status: 409, en: 'This group still holds categories: move or delete them first.', 'zh-CN': '该分组下仍有类别：请先移动或删除它们。' },
  categoryOrderIncomplete: { status: 422, en: 'List every category of this level exactly once.', 'zh-CN': '请将该层级的每个类别恰好列出一次。' },
  awardLevelNotFound: { status: 404, en: 'This award level does not exist.', 'zh-CN': '该奖项等级不存在。' },
  awardLevelInUse: { status: 409, en: 'This award level is used by {{count}} entries or reviews and cannot be deleted.', 'zh-CN': '该奖项等级已被 {{count}} 件作品或评审使用，不能删除。' },
  criteriaWeightsSum: { status: 422, en: 'The weights must add up to 100; they add up to {{sum}}.', 'zh-CN': '权重之和必须为 100，当前为 {{sum}}。' },
  criteriaKeysRepeat: { status: 422, en: 'Each criterion needs a key of its own.', 'zh-CN': '每个评审标准都需要唯一的键。' },
  criteriaInUse: { status: 409, en: '{{count}} reviews were already submitted with these criteria: confirm the change to save it.', 'zh-CN': '已有 {{count}} 份评审使用了这些标准：请确认后再保存更改。' },
  scaleInUse: { status: 409, en: 'Reviews were already scored on this scale; it can no longer be narrowed below {{max}}.', 'zh-CN': '已有评审按此分值范围打分，最高分不能再低于 {{max}}。' },
  codeTaken: { status: 409, en: 'The code {{code}} already exists.', 'zh-CN': '代码 {{code}} 已存在。' },
  codeDiscountInvalid: { status: 422, en: 'Give the discount this kind of code takes off.', 'zh-CN': '请填写此类代码的折扣。' },
  codeCategoryInvalid: { status: 422, en: 'Choose categories of the code’s own season.', 'zh-CN': '请选择该代码所属赛季的类别。' },
  codeNotFound: { status: 404, en: 'This code does not exist.', 'zh-CN': '该代码不存在。' },
  formKeysRepeat: { status: 422, en: 'Each custom field needs a key of its own.', 'zh-CN': '每个自定义字段都需要唯一的键。' },
  formChoiceOptions: { status: 422, en: 'A choice needs at least one option, each with a value of its own.', 'zh-CN': '选择题至少需要一个选项，且每个选项的值不能重复。' },
  formBoundsOrder: { status: 422, en: 'The least must not be more than the most.', 'zh-CN': '最小值不能大于最大值。' },
  numberOutOfRange: { status: 422, en: 'Must be a whole number from {{min}} to {{max}}.', 'zh-CN': '必须是 {{min}} 到 {{max}} 之间的整数。' },
  choiceNotOffered: { status: 422, en: 'Choose one of the options offered.', 'zh-CN': '请选择所提供的选项之一。' },
  accountNotFound: { status: 404, en: 'No account has this e-mail address.', 'zh-CN': '没有使用该邮箱的账户。' },
  ownRoleKept: { status: 409, en: 'You cannot take away your own administrator role; ask another administrator.', 'zh-CN': '你不能取消自己的管理员角色，请联系其他管理员。' },
  personNotFound: { status: 404, en: 'This account does not exist.', 'zh-CN': '该账户不存在。' },
  ownAccountKept: { status: 409, en: 'You cannot deactivate your own account; ask another administrator.', 'zh-CN': '你不能停用自己的账户，请联系其他管理员。' },
  accountDeactivated: { status: 409, en: 'This account has been deactivated. Please contact the organisers.', 'zh-CN': '该账户已被停用，请联系主办方。' },
  juryCategoryNotFound: { status: 404, en: 'No category has the id {{ids}}.', 'zh-CN': '没有编号为 {{ids}} 的类别。' },
  juryCategoryIsGroup: { status: 422, en: '{{name}} ({{id}}) is a group; choose its categories instead: {{ids}}.', 'zh-CN': '{{name}}（{{id}}）是分组，请改为选择其下的类别：{{ids}}。' },
  juryCategoriesSubJudgeOnly: { status: 422, en: 'Only a sub-judge covers categories.', 'zh-CN': '只有初审评委才需指定类别。' },
  juryProfileNotFound: { status: 404, en: 'This jury profile does not exist.', 'zh-CN': '该评审介绍不存在。' },
  juryProfileOrderIncomplete: { status: 422, en: 'List every jury profile exactly once.', 'zh-CN': '请将每个评审介绍恰好列出一次。' },
  juryProfileNameEmpty: { status: 422, en: 'Give the juror’s name.', 'zh-CN': '请填写评审的姓名。' },

  // Bulk actions (docs/product.md#bulk-actions)
  bulkIdsUnknown: { status: 422, en: 'No entry has the id {{ids}}.', 'zh-CN': '没有编号为 {{ids}} 的作品。' },
  bulkIdsOtherSeason: { status: 422, en: 'Entries {{ids}} belong to another season: a bulk action acts on one season.', 'zh-CN': '作品 {{ids}} 属于其他赛季：批量操作只能针对一个赛季。' },
  bulkNothingSelected: { status: 409, en: 'The selection holds no entries.', 'zh-CN': '所选范围内没有作品。' },
  bulkSelectionChanged: { status: 409, en: 'The entries selected have changed since the preview: preview again, then confirm.', 'zh-CN': '自预览以来所选作品已发生变化：请重新预览后再确认。' },
  bulkKeyReused: { status: 409, en: 'This confirmation was already used for another bulk action: preview again.', 'zh-CN': '该确认已用于另一项批量操作：请重新预览。' },
  bulkJobNotFound: { status: 404, en: 'This bulk action does not exist.', 'zh-CN': '该批量操作不存在。' },
  bulkEntrantErased: { status: 409, en: 'The entrant’s personal data has been erased: there is nobody to write to.', 'zh-CN': '参赛者的个人数据已被删除：无法联系。' },
  // Data protection (docs/product.md#data-protection)
  ownAccountErased: { status: 409, en: 'You cannot erase your own account; ask another administrator.', 'zh-CN': '你不能删除自己的账户，请联系其他管理员。' },
  personErased: { status: 409, en: 'This person was erased already.', 'zh-CN': '此人的数据已被删除。' },
  lastAdministratorKept: { status: 409, en: 'This is the last administrator: give another account the administrator role first.', 'zh-CN': '这是最后一位管理员：请先将管理员角色授予另一个账户。' },
  eraseConfirmMismatch: { status: 422, en: 'Type the person’s e-mail address exactly to confirm.', 'zh-CN': '请准确输入此人的邮箱地址以确认。' },

  // Jury invitations (docs/product.md#jury-invitations)
  juryInvitationNotFound: { status: 404, en: 'This invitation does not exist.', 'zh-CN': '该邀请不存在。' },
  juryInvitationAccepted: { status: 409, en: 'This invitation was accepted already; it can no longer be sent or withdrawn.', 'zh-CN': '该邀请已被接受，不能再发送或撤回。' },
  juryInvitationWithdrawn: { status: 409, en: 'This invitation was withdrawn; invite the address again instead.', 'zh-CN': '该邀请已撤回，请重新邀请该邮箱。' },
  juryInvitationPending: { status: 409, en: '{{email}} already has a pending invitation to this season’s jury: send that one again instead.', 'zh-CN': '{{email}} 已有一份待答复的本赛季评审团邀请，请改为重新发送该邀请。' },
  juryInviteesRepeat: { status: 422, en: '{{email}} is listed more than once.', 'zh-CN': '{{email}} 被列出了不止一次。' },
  juryInvitationCategoryInvalid: { status: 422, en: 'Choose categories of this season, not groups.', 'zh-CN': '请选择本赛季的类别，而不是分组。' },
  invitationLinkInvalid: { status: 404, en: 'This invitation link is not valid. A newer e-mail may have replaced it: use the link in the latest one, or ask the organisers to send it again.', 'zh-CN': '该邀请链接无效，可能已被更新的邮件取代。请使用最新邮件中的链接，或请主办方重新发送。' },
  invitationExpired: { status: 409, en: 'This invitation has expired. Please ask the organisers to send it again.', 'zh-CN': '该邀请已过期，请联系主办方重新发送。' },
  invitationRevoked: { status: 409, en: 'This invitation was withdrawn by the organisers.', 'zh-CN': '该邀请已被主办方撤回。' },
  invitationUsed: { status: 409, en: 'This invitation has already been accepted. Log in to reach your review page.', 'zh-CN': '该邀请已被接受。请登录以进入你的评审页面。' },
  invitationAccountInactive: { status: 409, en: 'The account with this e-mail address has been deactivated. Please contact the organisers.', 'zh-CN': '使用该邮箱的账户已被停用，请联系主办方。' },

  // Mail templates (docs/product.md#mail-templates)
  mailKindUnknown: { status: 404, en: 'No mail is of this kind.', 'zh-CN': '没有这种邮件。' },
  mailFieldUnknown: { status: 422, en: '{{{{field}}}} is not a merge field of this mail; use one of those listed.', 'zh-CN': '{{{{field}}}} 不是此邮件的合并字段，请使用列出的字段。' },
  mailFieldMalformed: { status: 422, en: 'A merge field is written wrongly near “{{near}}”: write it as {{entrant.name}}, with two braces on each side.', 'zh-CN': '“{{near}}”附近的合并字段写法有误：请写成 {{entrant.name}} 的形式，两边各两个花括号。' },

  // Console entries and saved views (docs/product.md#console-entries)
  savedViewNotFound: { status: 404, en: 'This saved view does not exist.', 'zh-CN': '该已保存视图不存在。' },
  savedViewsFull: { status: 409, en: 'You keep {{max}} views of this page already; delete one first.', 'zh-CN': '此页面你已保存了 {{max}} 个视图，请先删除一个。' },

  // Content
  contentBlockNotFound: { status: 404, en: 'No such content block.', 'zh-CN': '没有该内容块。' },
  contentEmpty: { status: 422, en: 'Write a title or a text before publishing.', 'zh-CN': '发布前请填写标题或正文。' },
  contentScheduleOrder: { status: 422, en: 'The end must come after the start.', 'zh-CN': '结束时间必须晚于开始时间。' },
  contentOrderIncomplete: { status: 422, en: 'List every block of this slot and language exactly once.', 'zh-CN': '请将该位置、该语言的每个内容块恰好列出一次。' },
  contentSlotFull: { status: 409, en: 'This slot holds {{max}} blocks already.', 'zh-CN': '该位置已有 {{max}} 个内容块。' },
  mediaReportNotFound: { status: 404, en: 'No such media report.', 'zh-CN': '没有该媒体报道。' },

  // Contact messages (docs/product.md#contact-messages)
  contactMessageNotFound: { status: 404, en: 'No such contact message.', 'zh-CN': '没有该联系留言。' },
  contactAlreadyReplied: { status: 409, en: 'This message has been replied to already. Send again only if you mean to write a second reply.', 'zh-CN': '该留言已回复过。只有确实要再回复一次时才再次发送。' },
  notFound: { status: 404, en: 'Not found.', 'zh-CN': '未找到。' },
} as const satisfies Record<string, Refusal>;

export type RefusalCode = keyof typeof REFUSALS;

export type RefusalVars = Readonly<Record<string, string | number>>;

/** The text of a refusal in `language`, its `{{name}}` marks filled from `vars`. */
export function refusalText(code: RefusalCode, language: LanguageCode, vars: RefusalVars = {}): string {
  return REFUSALS[code][language].replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (name in vars ? String(vars[name]) : mark));
}
