/** English `apiKeys` messages (issue 21: API keys on the profile screen and in `folio keys`), one namespace of `en` (../en.ts). */
export const apiKeys = {
  answers: {
    revoked: 'The API key was revoked.',
  },
  cli: {
    create: {
      description: 'Create an API key; it is printed once',
      expires: 'Days until the key stops working (default: never)',
      expiresInvalid: 'Give the days as a whole number from 1 to {{max}}.',
      name: 'What the key is for',
      scope:
        'A scope the key gets: files:read, files:write, extract, chat, utils or webhooks (repeat it)',
    },
    created: 'Key "{{name}}" created. Copy it now, it is not shown again:',
    description: 'API keys for scripts: create, list and revoke them',
    empty: 'You have no API keys.',
    list: {
      description: 'List your API keys (never the keys themselves)',
    },
    login: {
      apiKey:
        'Sign in with an API key instead of a password (read from stdin or asked when not given)',
      emptyKey: 'The API key is empty.',
      question: 'API key',
      signedIn: 'Signed in with an API key as {{username}} at {{url}}.',
    },
    noScope: 'Give the key at least one scope with --scope.',
    notFound: 'You have no API key with the id or name "{{key}}".',
    revoke: {
      description: 'Revoke an API key by its id or name; scripts using it stop at once',
    },
    revoked: 'Key "{{name}}" revoked.',
    unknownScope:
      'Unknown scope "{{scope}}": use files:read, files:write, extract, chat, utils or webhooks.',
  },
  columns: {
    actions: 'Actions',
    created: 'Created',
    expires: 'Expires',
    hint: 'Starts with',
    id: 'Id',
    lastUsed: 'Last used',
    name: 'Name',
    scopes: 'Scopes',
  },
  create: {
    button: 'Create a key',
    expiry: 'Expires',
    expiryInDays_one: 'In {{count}} day',
    expiryInDays_other: 'In {{count}} days',
    expiryNever: 'Never',
    name: 'Name',
    nameHint: 'What the key is for, such as "nightly invoices script".',
    scopes: 'What the key may do',
    scopesRequired: 'Choose at least one.',
    submit: 'Create key',
    title: 'New API key',
  },
  created: {
    copied: 'The key was copied.',
    copy: 'Copy the key',
    description:
      'This is the only time the key is shown: only a fingerprint of it is kept. Copy it now and keep it somewhere safe.',
    done: 'Done',
    label: 'Your new key',
    title: 'Copy your new key',
  },
  description:
    'Keys let your scripts, the SDK and the command line call Folio without your password. Each key does only what its scopes allow, and can never change your password or your keys.',
  empty: 'You have no API keys yet.',
  failures: {
    create: 'The key could not be created.',
    load: 'Your API keys could not be loaded.',
    revoke: 'The key could not be revoked.',
  },
  never: 'Never',
  notUsed: 'Not used yet',
  revoke: {
    button: 'Revoke',
    confirm: 'Revoke key',
    label: 'Revoke the key {{name}}',
    message: 'Scripts that use "{{name}}" stop working at once. This cannot be undone.',
    title: 'Revoke this key?',
  },
  scopes: {
    chat: 'Chatbot',
    extract: 'Extractor and document database',
    filesRead: 'Read files and folders',
    filesWrite: 'Change files and folders',
    utils: 'Utilities',
    webhooks: 'Webhooks and their delivery logs',
  },
  title: 'API keys',
} as const;
