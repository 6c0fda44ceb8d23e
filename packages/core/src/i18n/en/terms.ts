/** English `terms` messages, one namespace of `en` (../en.ts). */
export const terms = {
  accept: 'Accept',
  acceptLabel: 'I have read and accept the terms and conditions',
  close: 'Close',
  decline: 'Decline',
  intro:
    'These terms govern your use of Folio. Please read them to the end: you need to accept them to use the application.',
  lastUpdated: 'Last updated: {{date}}',
  scrollHint: 'Scroll to the end of the terms to accept them.',
  sections: {
    account: {
      body: 'You are responsible for your account, your password and your account key. Keep them secret and tell us at once if you think someone else has used them.',
      title: 'Your account',
    },
    ai: {
      body: 'Extractions and answers are produced automatically and can contain mistakes. Check important results before you rely on them; Folio lets you verify and correct every extracted document.',
      title: 'Automated results',
    },
    changes: {
      body: 'We may update these terms. When we do, the date above changes and you will be asked to accept the new version before you continue.',
      title: 'Changes',
    },
    content: {
      body: 'You keep every right to the documents you upload. You give Folio only the permission it needs to store and process them for you, and you confirm you are allowed to upload them.',
      title: 'Your documents',
    },
    data: {
      body: 'We process personal data as the data protection page explains: anonymised before it reaches an external model, limited to what each task needs, and never used to train models.',
      title: 'Personal data',
    },
    use: {
      body: 'Do not use Folio to break the law, to process documents you have no right to, or to disturb the service or other users. We may suspend accounts that do.',
      title: 'Acceptable use',
    },
  },
  title: 'Terms and conditions',
} as const;
