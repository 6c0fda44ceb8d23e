/** English `profile` messages (issue 13: the profile screen and its server answers), one namespace of `en` (../en.ts). */
export const profile = {
  account: {
    companyId: 'Company id',
    companyMember: 'I belong to a company',
    created: 'Member since {{date}}',
    email: 'E-mail',
    emailHint: 'Your e-mail is your username and cannot be changed.',
    language: 'Interface language',
    languageHint: 'The language of the screens and of the e-mails we send you.',
    lastname: 'Last name',
    name: 'First name',
    save: 'Save changes',
    saved: 'Your profile was saved.',
    title: 'Account',
  },
  answers: {
    accountDeletionScheduled:
      'Your account will be deleted on {{date}}. Every device was signed out; sign in before then to keep your account.',
    passwordChanged: 'Your password was changed. Every other device was signed out.',
    signedOutEverywhere: 'Every device was signed out.',
  },
  balance: {
    columns: {
      date: 'Date',
      pages: 'Pages',
      what: 'Spent on',
    },
    description:
      'Every page processed by an extraction, OCR or a chatbot training spends one page of your balance.',
    empty: 'Nothing has spent pages yet.',
    kinds: {
      example: 'Example document of a configuration',
      extraction: 'Extraction',
      granted: 'Pages granted at registration',
      opening: 'Balance when the history began',
      training: 'Chatbot training',
    },
    left_one: '{{count}} page left',
    left_other: '{{count}} pages left',
    title: 'Page balance',
  },
  data: {
    deleteButton: 'Delete my account',
    deleteConfirm: 'Delete everything',
    deleteDescription:
      'Deletes your account with every file, extraction result, document database record and conversation, after a grace period: an e-mail tells you the date, and signing in before then keeps your account.',
    deleteDialogTitle: 'Delete your account?',
    deletePassword: 'Type your password to confirm',
    deleteWarning:
      'Every device will be signed out. When the grace period ends, everything of your account is deleted for good: files, configurations, results, topics and conversations. Download your data first if you want to keep a copy.',
    download: 'Download all my data',
    downloadDescription:
      'A ZIP with your files, your extraction configurations and results, your document database records and your conversations.',
    downloaded: 'Your data was downloaded.',
    title: 'Your data',
  },
  description: 'Your account, your page balance, your password and your data.',
  failures: {
    delete: 'Your account could not be deleted.',
    download: 'Your data could not be downloaded.',
    load: 'Your profile could not be loaded.',
    password: 'Your password could not be changed.',
    save: 'Your profile could not be saved.',
    signOut: 'The devices could not be signed out.',
  },
  password: {
    change: 'Change password',
    confirm: 'Confirm the new password',
    current: 'Current password',
    description: 'After the change, every other device where you are signed in is signed out.',
    new: 'New password',
    title: 'Password',
    wrongCurrent: 'The current password is not right.',
  },
  sessions: {
    description:
      'Signs out every browser and device where your account is open, this one included.',
    signOutEverywhere: 'Sign out of all devices',
    title: 'Devices',
  },
  title: 'Profile',
} as const;
