/** English `dashboard` messages, one namespace of `en` (../en.ts). */
export const dashboard = {
  accuracy: {
    detail_one:
      '{{corrected}} of {{fields}} fields corrected by hand in {{count}} document you verified',
    detail_other:
      '{{corrected}} of {{fields}} fields corrected by hand in {{count}} documents you verified',
    link: 'See the results',
    none: 'You verified no document in this period.',
    title: 'Extraction accuracy',
  },
  balance: {
    detail: 'Spent in this period: {{extraction}} on extraction, {{chatbot}} on chatbot training',
    link: 'See the balance history',
    title: 'Pages left',
  },
  chart: {
    description: 'Documents processed by state and questions asked, by {{step}}, {{period}}',
    failed: 'Failed',
    missingRows: 'Missing rows',
    notVerified: 'Not verified',
    pages: 'Pages',
    questions: 'Questions asked',
    requiresVerification: 'Requires verification',
    steps: {
      day: 'day',
      hour: 'hour',
      month: 'month',
    },
    title: 'Activity',
    verified: 'Verified',
    when: 'When',
  },
  chatbot: {
    detail:
      'In this period: conversations started {{conversations}} · questions asked {{questions}}. Conversations in all: {{total}}',
    link: 'Open the chatbot',
    title: 'Chatbot topics',
  },
  documents: {
    detail: 'Pages read: {{pages}} · failed: {{failed}} · in progress: {{inProgress}}',
    link: 'See the results',
    title: 'Documents processed',
  },
  error: {
    retry: 'Try again',
    title: 'The dashboard could not be loaded.',
  },
  files: {
    detail_one: '{{count}} file uploaded in this period ({{size}})',
    detail_other: '{{count}} files uploaded in this period ({{size}})',
    link: 'Open Files',
    title: 'Files stored',
    used: '{{size}} used',
  },
  firstSteps: {
    chat: {
      description: 'Make a topic from your documents and ask it questions.',
      link: 'Make a chatbot topic',
      title: 'Chat with your documents',
    },
    configure: {
      description: 'Say which fields to read from your invoices, then run it on a ZIP of them.',
      link: 'Configure an extraction',
      title: 'Configure an extraction',
    },
    intro: 'Your figures will show here as you work. Three steps to start, in any order:',
    title: 'Welcome to Folio',
    upload: {
      description: 'Bring your documents into Files: PDFs, office files, images.',
      link: 'Upload files',
      title: 'Upload your files',
    },
  },
  loading: 'Loading the dashboard…',
  period: {
    label: 'Period',
    month: 'Month',
    next: {
      month: 'Next month',
      today: 'Next day',
      week: 'Next week',
      year: 'Next year',
    },
    previous: {
      month: 'Previous month',
      today: 'Previous day',
      week: 'Previous week',
      year: 'Previous year',
    },
    today: 'Today',
    week: 'Week',
    year: 'Year',
  },
  runs: {
    corrected_one: '{{count}} field corrected by hand',
    corrected_other: '{{count}} fields corrected by hand',
    detail: 'Finished: {{succeeded}} · failed: {{failed}} · queued or running: {{active}}',
    documents_one: '{{count}} document; verified by you: {{verified}}',
    documents_other: '{{count}} documents; verified by you: {{verified}}',
    link: 'Open the extractor',
    none: 'No extraction was run in this period.',
    recent: 'Latest runs',
    resultsOf: 'Results of {{name}}',
    status: {
      cancelled: 'Cancelled',
      failed: 'Failed',
      queued: 'Queued',
      running: 'Running',
      succeeded: 'Finished',
    },
    title: 'Extraction runs',
  },
  states: {
    link: 'See the results',
    missingRows: 'Missing rows',
    notVerified: 'Not verified',
    requiresVerification: 'Requires verification',
    title: 'Extraction states',
    verified: 'Verified',
  },
  summary: 'Figures for {{period}}',
  title: 'Dashboard',
} as const;
