/**
 * The mails' words in English (docs/product.md#languages): part of the server's catalogue
 * (en.ts), with `zh-cn-mail.ts` as its Chinese twin.
 */
export const EN_MAIL = {
  greeting: 'Dear {{name}},',
  verifyCode: {
    subject: '{{code}} is your {{site}} verification code',
    headingRegister: 'Confirm your e-mail address',
    headingReset: 'Reset your password',
    body: 'Enter this code on the website to continue. It is valid for {{minutes}} minutes.',
    footer: 'If you did not ask for this code, you can ignore this e-mail.',
  },
  accountExists: {
    subject: 'You already have a {{site}} account',
    heading: 'You already have an account',
    body: 'Someone, probably you, asked to create an account with this e-mail address. An account with this address already exists, so no new one can be made and no code was sent.',
    login: 'Log in with your password here:',
    reset: 'Forgotten your password? Set a new one here:',
    footer: 'If you did not ask for this, you can ignore this e-mail; your account is unchanged.',
  },
  noAccount: {
    subject: 'Password reset requested at {{site}}',
    heading: 'No account uses this address',
    body: 'Someone asked to reset the password of an account with this e-mail address, but no account uses it, so no code was sent.',
    register: 'If you meant to sign up, create an account here:',
    footer: 'If you did not ask for this, you can ignore this e-mail.',
  },
  loginThrottled: {
    subject: 'Failed log-in attempts on your {{site}} account',
    heading: 'Several wrong passwords were entered for your account',
    body: 'Someone has entered the wrong password for your account several times in a row. We are slowing down further attempts from where they came from. Your account is not locked: you can still log in as usual.',
    reset: 'If it was you and you have forgotten your password, you can set a new one here:',
    footer:
      'If it was not you, no action is needed; your password has not been revealed. A long password that you use nowhere else keeps your account safe.',
  },
  entrySubmitted: {
    subject: 'Entry received: {{title}} — {{site}}',
    heading: 'We have received your entry',
    body: 'thank you for entering “{{title}}” (entry no. {{no}}) in {{category}}. It has been submitted and will go to the jury once the entry fee is paid.',
    account: 'You can pay the entry fee, and follow your entry, on your account page:',
    footer: 'You receive this e-mail because you submitted an entry with this address.',
  },
  entrantMessage: {
    account: 'Your entries and where each stands are on your account page:',
    footer: 'You receive this e-mail because you entered the competition with this address.',
  },
  entryAwarded: {
    subject: '{{award}} for “{{title}}” — {{site}}',
    heading: 'Congratulations — your entry has won an award',
    body: 'the jury has given “{{title}}” (entry no. {{no}}) the {{award}} award.',
    confirm:
      'Please confirm the credits and text to be published with your winning entry, and order your winner package, here:',
    footer: 'You receive this e-mail because you submitted this entry.',
  },
  payment: {
    fee: {
      entry: 'the entry fee',
      winnerPackage: 'the winner package',
      additionalTrophy: 'additional trophies',
    },
    paid: {
      subject: 'Receipt: {{amount}} for {{fee}} — {{site}}',
      heading: 'Payment received',
      body: 'we have received {{amount}} for {{fee}} of “{{title}}” (entry no. {{no}}). Order number: {{order}}.',
      account: 'Your invoice can be downloaded from your account page:',
    },
    failed: {
      subject: 'Payment not completed: {{fee}} — {{site}}',
      heading: 'Your payment did not go through',
      body: 'the payment of {{amount}} for {{fee}} of “{{title}}” (entry no. {{no}}, order {{order}}) was declined, so nothing was charged.',
      account:
        'You can try again, with the same or another payment method, from your account page:',
    },
    expired: {
      subject: 'Payment not completed: {{fee}} — {{site}}',
      heading: 'Your payment was not completed in time',
      body: 'the payment of {{amount}} for {{fee}} of “{{title}}” (entry no. {{no}}, order {{order}}) was not completed before it expired, so nothing was charged.',
      account: 'You can start it again from your account page:',
    },
    excess: {
      subject: 'A payment we will give back: {{fee}} — {{site}}',
      heading: 'This fee was already settled',
      body: 'we received {{amount}} for {{fee}} of “{{title}}” (entry no. {{no}}, order {{order}}), but that fee had already been paid or waived. Nothing more is due: we are refunding this payment, and you will receive a refund notice when it is on its way.',
      account: 'Your account page shows your fees:',
    },
    refunded: {
      subject: 'Refund of {{amount}} — {{site}}',
      heading: 'We have made a refund',
      body: 'we have refunded {{amount}} of {{fee}} for “{{title}}” (entry no. {{no}}, order {{order}}). It reaches you the way you paid, usually within a few working days.',
      account: 'The credit note can be downloaded from your account page:',
    },
    footer: 'You receive this e-mail because of a payment made with this account.',
    testSubject: '[TEST] {{subject}}',
    test: 'TEST – no payment was made: this order was settled in the payment sandbox, where the payer chooses the outcome.',
  },
  reviewReminder: {
    roundFirst: 'first-level review',
    roundSecond: 'second-level review',
    // One entry left and several: English words them apart; the count is the reader's only plural.
    subjectOne: 'Reminder: 1 entry left to review by {{deadline}} — {{site}}',
    subjectMany: 'Reminder: {{left}} entries left to review by {{deadline}} — {{site}}',
    heading: 'Your reviews are due soon',
    bodyOne:
      'one entry is still waiting for your {{round}}. The round ends on {{deadline}}; until then you can also change the reviews you have submitted.',
    bodyMany:
      '{{left}} entries are still waiting for your {{round}}. The round ends on {{deadline}}; until then you can also change the reviews you have submitted.',
    list: 'Your entries to review:',
    footer: 'You receive this e-mail because you are on the jury of this competition.',
  },
  // An invitation to the jury and its reminders (mail/templates/jury-invitation.ts).
  juryInvitation: {
    hello: 'Hello,',
    roleJudge: 'a judge',
    roleSubJudge: 'a sub-judge',
    roleSecondJudge: 'a second-level judge',
    subject: 'You are invited to the {{season}} jury as {{role}} — {{site}}',
    heading: 'An invitation to the jury',
    body: 'the organisers of {{site}} invite you to join the jury of {{season}} as {{role}}.',
    categories: 'You would review the entries of: {{categories}}.',
    accept: 'Accept the invitation here. You will set a password, or join with the account you already have under this e-mail address:',
    expires: 'This link works once, until {{date}}.',
    reminderSubject: 'Reminder: your invitation to the {{season}} jury — {{site}}',
    reminderHeading: 'Your invitation to the jury is waiting',
    reminderBody: 'you have not yet answered the invitation to join the jury of {{season}} as {{role}}.',
    reminderLink: 'This reminder brings a new link; the one in the earlier e-mail no longer works:',
    footer: 'If you were not expecting this invitation, you can ignore this e-mail: nothing happens unless you accept.',
  },
  // The organisers' reply to a contact-form message, from the console (mail/templates/contact-reply.ts).
  contactReply: {
    subject: 'Re: {{subject}} — {{site}}',
    heading: 'Our reply to your message',
    quote: 'You wrote:',
    footer: 'You get this e-mail because you wrote to us through our contact form. Reply to it to write to us again.',
  },
  // To the organisers, who read English (mail/templates/contact-message.ts).
  contactMessage: {
    heading: 'Contact form: {{subject}}',
    from: 'From {{name}} <{{email}}>',
    footer: 'Message #{{id}}. Reply to this e-mail to answer {{name}}.',
  },
} as const;
