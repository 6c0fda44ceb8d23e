/** English `dataProtection` messages, one namespace of `en` (../en.ts). */
export const dataProtection = {
  anonymisation: {
    body: 'Before any text leaves Folio for an external language model, personal data such as names, e-mail addresses, phone numbers, bank accounts, card numbers and identity numbers is replaced by placeholders. The real values are put back only in the answer you see.',
    title: 'Anonymisation',
  },
  contact: 'Questions about your data? Write to {{email}}.',
  gdpr: {
    body: 'Folio processes personal data under the General Data Protection Regulation (GDPR). You can ask to access, correct, export or delete your data, and to restrict or object to its processing, at any time. Your data is kept only while your account is active or the law requires it.',
    title: 'GDPR',
  },
  intro:
    'Your documents belong to you. This page explains how Folio protects the personal data in the documents you upload and in the conversations you hold.',
  isolation: {
    body: 'Language models never learn from your documents: nothing you upload is used to train them. Each request carries only the passages it needs, and your files stay in your own space, separated from other users and companies.',
    title: 'Isolation from the language model',
  },
  minimisation: {
    body: 'Folio collects only what it needs to give you the service: your account details and the documents you choose to upload. Each operation sends the smallest part of a document that can answer it.',
    title: 'Minimisation',
  },
  title: 'Data protection',
} as const;
