/** English `webhooks` messages (issue 21: webhooks on the profile screen), one namespace of `en` (../en.ts). */
export const webhooks = {
  cli: {
    create: {
      describe: 'What receives it, such as "invoice pipeline"',
      description: 'Register a webhook; its signing secret is printed once',
      event:
        'An event to send (repeat it): extraction.run.finished, extraction.run.failed, file.indexed, chatbot.training.finished or chatbot.conversation.answered',
      url: 'The http or https address on the internet that receives the deliveries',
    },
    created: 'Webhook {{url}} added. Copy its signing secret now, it is not shown again:',
    delete: {
      description: 'Delete a webhook (by its id or URL) and its delivery log',
    },
    deleted: 'Webhook {{url}} deleted.',
    deliveries: {
      description: 'The delivery log of a webhook (by its id or URL), newest first',
      empty: 'Nothing has been sent to {{url}} yet.',
    },
    description:
      'Webhooks: register, list and delete them, rotate their secrets, read their deliveries',
    empty: 'You have no webhooks.',
    list: {
      description: 'List your webhooks (never their secrets)',
    },
    noEvent: 'Give the webhook at least one event with --event.',
    notFound: 'You have no webhook with the id or URL "{{webhook}}".',
    rotate: {
      description:
        'Give a webhook (by its id or URL) a new signing secret, printed once; the old one keeps signing for 24 hours',
    },
    rotated:
      'New signing secret of {{url}}. The old one also signs until {{at}}. Copy it now, it is not shown again:',
    unknownEvent: 'Unknown event "{{event}}": use {{events}}.',
  },
  columns: {
    actions: 'Actions',
    attempts: 'Attempts',
    created: 'Created',
    event: 'Event',
    events: 'Events',
    id: 'Id',
    message: 'Message id',
    next: 'Next attempt',
    state: 'State',
    status: 'Status',
    url: 'URL',
  },
  create: {
    button: 'Add a webhook',
    description: 'Description',
    descriptionHint: 'What receives it, such as "invoice pipeline".',
    events: 'Events to send',
    eventsRequired: 'Choose at least one.',
    submit: 'Add webhook',
    title: 'New webhook',
    url: 'URL',
    urlHint: 'An http or https address on the internet that answers POST requests.',
  },
  created: {
    copied: 'The secret was copied.',
    copy: 'Copy the secret',
    description:
      'Your receiver checks each delivery with this secret (verifyWebhook in the SDK). This is the only time it is shown: copy it now.',
    done: 'Done',
    label: 'Signing secret',
    title: 'Copy the signing secret',
  },
  delete: {
    button: 'Delete',
    confirm: 'Delete webhook',
    label: 'Delete the webhook {{url}}',
    message: 'Nothing more is sent to "{{url}}" and its delivery log is removed.',
    title: 'Delete this webhook?',
  },
  deliveries: {
    attempt: 'Attempt {{attempt}}: {{result}} in {{duration}} ms, {{at}}',
    attemptReplay: 'Replay: {{result}} in {{duration}} ms, {{at}}',
    close: 'Close',
    empty: 'Nothing has been sent to this webhook yet.',
    next: 'Next attempt {{at}}',
    noAnswer: 'no answer ({{error}})',
    reload: 'Refresh',
    replay: 'Send again',
    replayLabel: 'Send again: delivery {{id}}',
    replayed: 'The delivery was queued again.',
    sendTest: 'Send a test event',
    status: {
      failed: 'Failed',
      pending: 'Pending',
      succeeded: 'Delivered',
    },
    statusCode: 'HTTP {{code}}',
    testSent: 'A test event was queued.',
    title: 'Deliveries to {{url}}',
  },
  description:
    'Folio calls these addresses when work finishes, so your scripts need not keep asking. Each delivery is signed, retried for about a day if it fails, and kept in a log you can read and send again.',
  disabled: 'Off',
  empty: 'You have no webhooks yet.',
  enable: {
    label: 'Send deliveries to {{url}}',
  },
  enabled: 'On',
  events: {
    conversationAnswered: 'The chatbot answered in a conversation',
    fileIndexed: 'A file was indexed for search',
    runFailed: 'An extraction run failed',
    runFinished: 'An extraction run finished',
    test: 'Test event',
    trainingFinished: 'A chatbot training finished',
  },
  failures: {
    create: 'The webhook could not be added.',
    delete: 'The webhook could not be deleted.',
    deliveries: 'The deliveries could not be loaded.',
    load: 'Your webhooks could not be loaded.',
    refused:
      'That address is on a private or local network: Folio only calls addresses on the internet.',
    replay: 'The delivery could not be sent again.',
    rotate: 'The signing secret could not be rotated.',
    test: 'The test event could not be sent.',
    update: 'The webhook could not be changed.',
  },
  rotate: {
    button: 'Rotate secret',
    confirm: 'Rotate secret',
    label: 'Rotate secret for {{url}}',
    message:
      'A new signing secret is made for "{{url}}" and shown once. The current one keeps signing every delivery beside it for 24 hours, so you can move your receiver over; then it stops.',
    title: 'Rotate the signing secret?',
  },
  rotated: {
    copied: 'The new secret was copied.',
    copy: 'Copy the new secret',
    description:
      'Give this secret to your receiver. The old one also signs every delivery until {{at}}; after that only this one does. This is the only time it is shown: copy it now.',
    done: 'Done',
    label: 'New signing secret',
    title: 'Copy the new signing secret',
  },
  showDeliveries: 'Deliveries',
  showDeliveriesLabel: 'Show the deliveries to {{url}}',
  title: 'Webhooks',
} as const;
