/**
 * English messages: the source of truth for every user-visible text (STYLE.md §5). Nested by
 * feature namespace, keys lowerCamel and sorted, addressed by dotted path (`errors.sessionExpired`),
 * placeholders written `{{name}}` (SPEC §1). `sp.ts` must have exactly the same shape.
 *
 * `errors` holds one key per `messageKey` of the error catalogue plus `unknown`, the fallback when
 * neither the catalogue nor the server has a message (SPEC §8).
 */
export const en = {
  auth: {
    accountKey: {
      copied: 'Account key copied',
      copy: 'Copy the account key',
      description:
        'This key protects your account. It is shown only this once: save it somewhere safe, such as a password manager. This browser remembers it for logging in; other devices and the API need it.',
      label: 'Account key',
      saved: 'I have saved my account key',
    },
    backToLogin: 'Back to login',
    belongsToCompany: 'Do you belong to a company?',
    companyId: 'Company ID',
    confirmPassword: 'Confirm password',
    email: 'Email',
    forgotPassword: {
      description:
        'Enter the email of your account and we will send you a link to choose a new password.',
      failed: 'The reset link could not be sent. Please try again.',
      link: 'Forgot your password?',
      sent: 'The password reset link was sent to your inbox',
      submit: 'Send reset link',
      title: 'Reset your password',
    },
    lastname: 'Last name',
    login: {
      failed: 'You could not be logged in. Please try again.',
      noAccount: 'No account yet?',
      oidc: 'Sign in with your organisation',
      oidcSigningIn: 'Signing you in...',
      or: 'or',
      registerLink: 'Create an account',
      submit: 'Log in',
      subtitle: 'Log in to continue to Folio.',
      title: 'Welcome back',
    },
    name: 'First name',
    password: 'Password',
    passwordChecklist: {
      length: 'At least 8 characters',
      number: 'A number',
      special: 'A special character',
      title: 'The password needs:',
      uppercase: 'An uppercase letter',
    },
    register: {
      failed: 'Your account could not be created. Please try again.',
      haveAccount: 'Already have an account?',
      loginLink: 'Log in',
      submit: 'Create account',
      subtitle: 'Extract data from your documents, chat with them and keep them in order.',
      successDescription:
        'We sent a verification link to {{email}}. Open it to activate your account, then log in.',
      successTitle: 'Check your inbox',
      termsLink: 'Read the terms and conditions',
      termsNotice: 'By creating an account you agree to the terms and conditions.',
      title: 'Create your account',
    },
    resetPassword: {
      failed: 'Your password could not be changed. Please try again.',
      invalidDescription:
        'The link you opened is invalid or has expired. Request a new one to reset your password.',
      invalidTitle: 'Invalid or expired link',
      newPassword: 'New password',
      requestNewLink: 'Request a new link',
      submit: 'Change password',
      success: 'Your password was changed. You can now log in with the new password.',
      title: 'Choose a new password',
    },
    verifyAccount: {
      failedTitle: 'The account could not be verified',
      goToLogin: 'Go to login',
      successDescription: 'Your account is active. You can now log in.',
      successTitle: 'Account verified',
      verifying: 'Verifying...',
    },
  },
  cli: {
    description: 'Folio from the terminal',
    errors: {
      invalidUrl: 'Not a valid URL: {{url}}',
      unexpected: 'Unexpected error: {{message}} (set FOLIO_DEBUG=1 for details)',
    },
    health: {
      checking: 'Checking the Folio hosts...',
      description: 'Check that the middleware and service hosts answer',
      hostFailed: '{{host}} ({{url}}): {{message}}',
      hostOk: '{{host}}: ok (version {{version}})',
      notFolio: 'The address answered, but not as a Folio host. Check the URL.',
    },
    hosts: {
      middleware: 'Middleware',
      service: 'Service',
    },
    login: {
      accountKeyPrompt: 'Account key (the one you saved when you registered):',
      description: 'Sign in; the session is kept in your config folder',
      emailOption: 'Your e-mail address (or FOLIO_EMAIL)',
      emailPrompt: 'E-mail:',
      emptyPasswordStdin: 'No password arrived on stdin (--password-stdin reads it from a pipe)',
      keyOption: 'Your account key, saved when you registered (or FOLIO_ACCOUNT_KEY)',
      missingEmail:
        'No e-mail given: use --email or FOLIO_EMAIL (folio asks for it only on a terminal)',
      missingPassword:
        'No password given: use --password-stdin or FOLIO_PASSWORD (folio asks for it only on a terminal)',
      passwordPrompt: 'Password:',
      passwordStdinOption: 'Read the password from stdin (never give it as an argument)',
      required: 'Required',
      signedIn: 'Signed in as {{username}} at {{url}}',
      signingIn: 'Signing in...',
    },
    logout: {
      description: 'Sign out: end the session on the server and remove the stored credentials',
      notSignedIn: 'You were not signed in.',
      serverFailed:
        'The server did not confirm the logout ({{message}}); the stored credentials were removed anyway.',
      signedOut: 'Signed out.',
    },
    options: {
      help: 'Show help for a command',
      json: 'Print machine-readable JSON on stdout (for scripts)',
      lang: 'Language of the messages: en or sp',
      middlewareUrl: 'Base URL of the middleware host',
      serviceUrl: 'Base URL of the service host',
      version: 'Print the version of folio',
    },
    session: {
      notSignedIn: 'You are not signed in. Run folio login first.',
      otherHost:
        'You are signed in at {{stored}}, not at {{url}}. Run folio login to sign in there.',
      unreadable:
        'The stored credentials in {{path}} could not be read, so you are signed out. Run folio login to sign in again.',
    },
    utils: {
      converting: 'Making the PDF...',
      description: 'PDF and image utilities: merge, split, images to PDF',
      forceOption: 'Replace the output file if it exists',
      imagesToPdfDescription: 'Make one PDF from images (JPEG, PNG, WebP, TIFF)',
      inputMissing: 'Input file not found: {{path}}',
      inputUnreadable: 'The input file {{path}} could not be read',
      mergeDescription: 'Combine PDFs into one, in the order given',
      merging: 'Combining the PDFs...',
      outputExists: '{{path}} already exists: use --force to replace it',
      outputFailed: 'Could not write {{path}}: {{message}}',
      outputOption: 'Where to write the result',
      pageSizeOption: 'Page size: fit (each page the size of its image) or a4',
      rangesOption: 'Page ranges, for example 1-3,5,8- (default: one PDF per page)',
      splitDescription: 'Split a PDF into pages or ranges, written as one ZIP',
      splitting: 'Splitting the PDF...',
      written: 'Wrote {{path}} ({{bytes}} bytes)',
    },
    whoami: {
      description: 'Show the user you are signed in as',
    },
  },
  common: {
    appName: 'Folio',
    back: 'Back',
    cancel: 'Cancel',
    check: 'Check',
    close: 'Close',
    delete: 'Delete',
    download: 'Download',
    edit: 'Edit',
    goToDashboard: 'Go to dashboard',
    language: 'Language',
    languages: {
      en: 'English',
      sp: 'Spanish',
    },
    loading: 'Loading...',
    no: 'No',
    retry: 'Try again',
    save: 'Save',
    upload: 'Upload',
    yes: 'Yes',
  },
  dataProtection: {
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
  },
  errors: {
    accessDenied: 'Access denied: your account cannot access this resource.',
    accountNotVerified:
      'Your account is not verified yet. Open the link we sent to your email, then log in.',
    apiRequest:
      'An external service did not answer the request correctly. Please try again in a few minutes.',
    audioExtraction:
      'The audio message could not be transcribed. Check that audio transcription is configured, or type your message instead.',
    auditing: 'The document audit could not be completed. Please try again.',
    authenticationFailed: 'The email or password you entered is incorrect',
    autoTraining: 'Automatic training of the chatbot failed. Please start the training again.',
    badRequest: 'The request is not valid. Check the data you entered and try again.',
    chatbot: 'The chatbot could not answer your message. Please try again.',
    chatbotService:
      'The chatbot service is not available right now. Please try again in a few minutes.',
    claimExtraction: 'Your session details could not be read. Please log in again.',
    collectionQuery: 'The document collection could not be queried. Please try again.',
    configQuery: 'The extraction configurations could not be loaded. Please try again.',
    configSave: 'The extraction configuration could not be saved. Check its fields and try again.',
    configurationChatbot: 'The chatbot settings could not be loaded or saved. Please try again.',
    configurationNameExists:
      'A configuration with this name already exists. Choose a different name.',
    conversationHistory: 'The conversation history could not be loaded. Please try again.',
    conversationRetrieval: 'The conversation could not be loaded. Please try again.',
    conversationSave: 'The message could not be saved in the conversation. Please try again.',
    conversationUpdate: 'The conversation could not be updated. Please try again.',
    cvQuestion: 'The question about the CVs could not be answered. Please try again.',
    cvSelection: 'The CV selection could not be completed. Please try again.',
    dataIntegrityViolation:
      'The change conflicts with existing data (for example a duplicate, or an item still in use). Review it and try again.',
    databaseRetrieval: 'The data could not be read from the database. Please try again.',
    decryption:
      'Protected data could not be decrypted. Please try again, or contact the support team if it keeps happening.',
    descriptionDeletion: 'The description could not be deleted. Please try again.',
    documentConfig:
      'The document settings for this extraction could not be loaded. Please try again.',
    documentUpdate: 'The document could not be updated. Please try again.',
    emailAlreadyRegistered:
      'An account with this email already exists. Log in or reset your password.',
    emailSend: 'The email could not be sent. Please try again in a few minutes.',
    emptyFileResponse:
      'The file is empty or produced no content. Check the file and upload it again.',
    emptyResponse: 'The server sent an empty response. Please try again.',
    encryption: 'Your data could not be encrypted, so it was not saved. Please try again.',
    endpointNotFound:
      'This action is not available on the server. Update the application or contact the support team.',
    entityExtraction:
      'The data could not be extracted from the document. Check that the document is readable and try again.',
    excelNotAllowed:
      'Excel files are not allowed in conversational chatbots. Use an accounting chatbot for spreadsheets.',
    featureBlocked: 'This feature is not available in the demo version.',
    feedbackCreation: 'Your feedback could not be sent. Please try again.',
    feedbackRetrieval: 'The feedback could not be loaded. Please try again.',
    fileAnalysis: 'The file could not be analysed. Check that it is not damaged and try again.',
    fileDeletion: 'The file could not be deleted. Please try again.',
    fileDownload: 'The file could not be downloaded. Please try again.',
    fileProcessing:
      'The file could not be processed. Check that it is a supported, undamaged file and try again.',
    fileTooManyPages:
      'The file {{file}} has {{pages}} pages; the maximum is {{max}}. Split it and try again.',
    fileValidation: 'The file is not valid. Check its type and size and try again.',
    folderNameExists: 'A folder with this name already exists. Choose a different name.',
    folderNameInvalid:
      'The folder name is not valid: use up to 100 characters, none of / \\ : * ? " < > |, and do not start with a dot.',
    forbidden: 'You do not have permission to perform this action.',
    hashExtraction: 'Your account key could not be read from the session. Please log in again.',
    imageAnalysis: 'The image could not be analysed. Check that it is readable and try again.',
    insufficientBalance: 'You do not have a sufficient balance to complete this operation',
    insufficientQuantity: 'The requested quantity is not available. Reduce it and try again.',
    internalServerError:
      'An unexpected error occurred on the server. The support team has been notified; please try again later.',
    invalidLink: 'This link is invalid or has expired. Request a new one.',
    invalidRequest:
      'The request is incomplete or has invalid values. Check the form and try again.',
    invalidToken: 'Your session or link is not valid. Log in again or request a new link.',
    invalidTokenHash:
      'The account key does not match this account. Check the key and log in again.',
    key: 'A security key on the server is missing or not valid. Please contact the support team.',
    methodNotAllowed:
      'This action is not allowed on this resource. Update the application or contact the support team.',
    missingHash: 'The account key is required. Enter the key you saved when you registered.',
    missingParameters:
      'Some required information is missing. Complete all required fields and try again.',
    network: 'Network connection error: check the internet connection and try again',
    noPdfTokensLeft: 'You have no pages left for PDF processing. Ask for more balance to continue.',
    payloadTooLarge:
      'The upload exceeds the size limit of {{maxMb}} MB. Upload smaller or fewer files.',
    pdfCheck: 'The PDF could not be checked. Make sure it is a valid PDF and try again.',
    pdfPageValidation:
      'The pages of the PDF could not be validated. Make sure the PDF is not damaged or password-protected.',
    pdfProcessing:
      'The PDF could not be processed. Check that it is not damaged or password-protected and try again.',
    productAdd: 'The product could not be added. Please try again.',
    productDelete: 'The product could not be deleted. Please try again.',
    productRetrieval: 'The products could not be loaded. Please try again.',
    productUpdate: 'The product could not be updated. Please try again.',
    quantityCalculation: 'The number of pages to charge could not be calculated. Please try again.',
    quantityRetrieval: 'Your balance could not be loaded. Please try again.',
    quantityUpdate: 'Your balance could not be updated. Please try again.',
    rateLimitExceeded: 'Too many requests in a short time. Please wait a moment and try again.',
    razoner: 'The reasoning assistant could not complete its answer. Please try again.',
    reasoning: 'The model could not work out an answer. Try rephrasing your question.',
    refreshTokenGeneration: 'Your session could not be renewed. Please log in again.',
    request: 'The request could not be completed. Check the data and try again.',
    requestPreparation:
      'The request could not be prepared. Check the data you entered and try again.',
    resourceNotFound: 'The item you are looking for does not exist or has been deleted.',
    semanticAnalysis:
      'The semantic analysis of the documents could not be completed. Please try again.',
    serverError: 'The server could not complete the operation. Please try again later.',
    serviceUnavailable:
      'The service is temporarily unavailable. Please try again in a few minutes.',
    sessionExpired: 'Your session has expired, please log in again',
    settingsDelete: 'The settings could not be deleted. Please try again.',
    systemFolderProtected: 'System folders cannot be renamed, moved or deleted.',
    tokenExpirationCheck: 'Your session could not be checked. Please log in again.',
    tokenExpired: 'Your session or link has expired. Log in again or request a new link.',
    tokenExtraction: 'Error loading the user. Please log in again.',
    tokenGeneration: 'Your session could not be started. Please try to log in again.',
    tokenInvalidation: 'Your session could not be closed on the server. Please try again.',
    tokenProcessing: 'Your session could not be processed. Please log in again.',
    tokenRevocation: 'Your sessions could not be revoked. Please try again.',
    tokenSave: 'Your session could not be saved. Please try to log in again.',
    tokenValidation: 'Your session could not be validated. Please log in again.',
    tooManyFiles: 'Maximum {{max}} files allowed. You have selected {{current}}.',
    topicDeletion: 'The topic could not be deleted. Please try again.',
    topicNameExists: 'A topic with this name already exists. Choose a different name.',
    topicRetrieval: 'The topics could not be loaded. Please try again.',
    totalPagesExceeded:
      'The files add up to {{total}} pages; the maximum is {{max}}. Remove some files and try again.',
    trainingChat:
      'The chatbot could not be trained with these files. Check the files and try again.',
    transactionCreate: 'The transaction could not be recorded. Please try again.',
    transactionDelete: 'The transaction could not be deleted. Please try again.',
    transactionNotFound: 'The transaction does not exist or has been deleted.',
    transactionRetrieval: 'The transactions could not be loaded. Please try again.',
    transactionUpdate: 'The transaction could not be updated. Please try again.',
    unauthorized: 'You need to be authenticated',
    unknown: 'Something went wrong. Please try again.',
    unsupportedMediaType:
      'This file type is not supported. Check the list of supported formats and try again.',
    usernameExtraction: 'Your user could not be read from the session. Please log in again.',
    zipNoSupportedFiles:
      'The ZIP file contains no supported files. Add PDF files to it and try again.',
    zipRead: 'The ZIP file could not be read. Check that it is not damaged and try again.',
    zipUnsupportedFiles:
      'The ZIP file contains unsupported files. Keep only PDF files in it and try again.',
  },
  home: {
    serverVersion: 'Server version {{version}}',
  },
  layout: {
    close: 'Close the layout settings',
    layoutMode: {
      dark: 'Dark',
      label: 'Colour mode',
      light: 'Light',
    },
    layoutType: {
      horizontal: 'Horizontal',
      label: 'Layout',
      vertical: 'Vertical',
    },
    layoutWidth: {
      boxed: 'Boxed',
      fluid: 'Fluid',
      label: 'Width',
      scrollable: 'Scrollable',
    },
    open: 'Open the layout settings',
    preloader: 'Show the preloader',
    reset: 'Restore the defaults',
    sidebarImage: {
      img1: 'Image 1',
      img2: 'Image 2',
      img3: 'Image 3',
      img4: 'Image 4',
      label: 'Sidebar image',
      none: 'None',
    },
    sidebarTheme: {
      colored: 'Coloured',
      dark: 'Dark',
      greatwhale: 'Great whale',
      label: 'Sidebar colour',
      ladylip: 'Lady lip',
      light: 'Light',
      plumplate: 'Plum plate',
      strongbliss: 'Strong bliss',
      winter: 'Winter',
    },
    sidebarType: {
      compact: 'Compact',
      condensed: 'Condensed',
      default: 'Default',
      icon: 'Icons',
      label: 'Sidebar type',
    },
    title: 'Layout settings',
    topbarTheme: {
      colored: 'Coloured',
      dark: 'Dark',
      label: 'Top bar colour',
      light: 'Light',
    },
  },
  maintenance: {
    description1: 'Folio is temporarily unavailable while we carry out maintenance work.',
    description2:
      'This page checks the service regularly and will show the application again as soon as it is back.',
    description3: 'If the problem persists, please contact the support team.',
    title: 'We are carrying out maintenance',
  },
  notFound: {
    goHome: 'Go to the home page',
    title: 'Page not found',
  },
  notices: {
    configurationSaved: 'Configuration changes saved successfully',
    conversationCreated: 'Conversation created successfully',
    conversationDeleted: 'Conversation deleted successfully',
    conversationRenamed: 'Conversation renamed successfully',
    copiedToClipboard: 'Copied to clipboard',
    dataSentToDatabase: 'Data sent successfully to database',
    fileCopied: 'File copied successfully',
    fileDeleted: 'File deleted successfully',
    fileDownloaded: 'File downloaded successfully',
    filesUploaded: 'Files uploaded successfully: {{count}}',
    folderCreated: 'Folder created successfully',
    folderDeleted: 'Folder deleted successfully',
    folderMoved: 'Folder moved successfully',
    folderRenamed: 'Folder renamed successfully',
    metadataUpdated: 'Metadata updated successfully',
    topicCreated: 'Topic created successfully',
    topicDeleted: 'Topic deleted successfully',
  },
  pages: {
    chatbot: {
      description:
        'Your chatbot topics will be listed here, with their documents and conversations, ready to open or delete.',
      title: 'Chatbot',
    },
    conversation: {
      description:
        'The conversation with the documents of this topic will be here: suggested questions, models, tones, personalities and mission shortcuts.',
      title: 'Topic {{topic}}',
    },
    dashboard: {
      description:
        'A summary of your activity will be here: documents processed, extractions, conversations and files, by day, week, month or year.',
      title: 'Dashboard',
    },
    extractor: {
      description:
        'Your extraction configurations will be listed here, to search, view, run, see their results or delete.',
      title: 'Extractor',
    },
    featureBlocked: {
      description:
        'This feature is not available in the demo version. Go back or continue from the dashboard.',
      goBack: 'Go back',
      title: 'Feature not available',
    },
    files: {
      description:
        'Your documents will be here, by category, with search, filters, sorting and downloads.',
      title: 'Files',
    },
    lastConfigurations: {
      description: 'The configurations you used most recently will be listed here.',
      title: 'Last configurations',
    },
    newConfiguration: {
      description:
        'A wizard will guide you here: choose the document type, upload examples, define the attributes to extract and test the results.',
      title: 'New configuration',
    },
    newTopic: {
      description:
        'Here you will create a chatbot topic from your files: conversational for documents, accounting for spreadsheets.',
      title: 'New topic',
    },
    profile: {
      description: 'Your account details and your profile picture will be here.',
      title: 'Profile',
    },
    results: {
      description:
        'The documents extracted with this configuration will be here, to verify, edit and download as CSV, PDF or TXT.',
      title: 'Results of {{configuration}}',
    },
    runConfiguration: {
      description:
        'Here you will upload a ZIP of PDF documents, check the fields to extract and see the results.',
      title: 'Run {{configuration}}',
    },
    utils: {
      description:
        'Document utilities will be here: PDF to ZIP, images to PDF, split and combine PDFs, split Word and Excel files, and conversions to PDF.',
      title: 'Utilities',
    },
    verifyFile: {
      description:
        'The extracted data of this document will be shown here next to the document, to check and correct.',
      title: 'Verify document',
    },
  },
  shell: {
    chatbot: 'Chatbot',
    contact: 'Contact',
    contactCopied: 'Email address copied to the clipboard',
    dashboard: 'Dashboard',
    dataIntegration: 'Data integration',
    dataProtection: 'Data protection',
    extractor: 'Extractor',
    files: 'Files',
    home: 'Folio home',
    logout: 'Log out',
    mainNavigation: 'Main navigation',
    manual: {
      chatbot: 'Chatbot: create a topic from your files and ask questions about them.',
      extractor:
        'Extractor: create a configuration for a document type, run it on a ZIP of PDFs and verify the results.',
      files: 'Files: keep your documents in folders, search them and download them.',
      intro:
        'Folio extracts data from your documents, answers questions about them and keeps them in order.',
      utils: 'Utilities: split, combine and convert PDF, Word, Excel and image files.',
      website: 'More on the website',
    },
    messaging: 'Message us',
    productWebsite: 'Product website',
    profile: 'Profile',
    support: 'Support',
    toggleSidebar: 'Show or hide the menu',
    useCases: 'Use cases',
    usefulLinks: 'Useful links',
    userManual: 'User manual',
    userMenu: 'User menu',
    utilities: 'Utilities',
  },
  terms: {
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
  },
  utils: {
    chooseFiles: 'Choose files',
    combine: {
      description: 'Combine several PDFs into one, in the order of the list.',
      run: 'Combine',
      title: 'Combine PDFs',
    },
    comingSoon: 'Coming soon',
    dropHint: 'Drag and drop files here, or choose them',
    files: 'Files',
    images: {
      description: 'Make one PDF from JPEG or PNG images, one page each, in the order of the list.',
      pageSize: 'Page size',
      pageSizeA4: 'A4',
      pageSizeFit: 'Fit the image',
      run: 'Make PDF',
      title: 'Images to PDF',
    },
    moveDown: 'Move {{name}} down',
    moveUp: 'Move {{name}} up',
    noFiles: 'No files yet',
    remove: 'Remove {{name}}',
    running: 'Working…',
    soon: {
      convertToPdf: 'Convert to PDF',
      htmlToPdf: 'HTML to PDF',
      pageToImage: 'PDF page to image',
      pdfsToZip: 'PDFs to ZIP',
      splitDocx: 'Split Word',
      splitXlsx: 'Split Excel',
    },
    split: {
      description: 'Split a PDF into one PDF per page, or one per range, in a ZIP.',
      ranges: 'Page ranges',
      rangesHelp: 'For example 1-3,5,8- (8- runs to the last page). Empty: one PDF per page.',
      rangesInvalid: 'Write page ranges like 1-3,5,8-',
      run: 'Split',
      title: 'Split PDF',
    },
    wrongType: 'Some files were left out: this utility does not take their type',
  },
  validation: {
    allFieldsRequired: 'All fields are required',
    emailInvalid: 'The email is not valid',
    lastnameLettersOnly: 'The last name can only contain letters',
    lettersAndDigitsOnly: 'Use only letters without accents and digits, with no spaces or symbols',
    linkInvalid: 'This link is invalid or has expired. Request a new one.',
    nameLettersOnly: 'The first name can only contain letters',
    passwordCommon: 'This password is too common. Choose one that is harder to guess.',
    passwordTooLong: 'The password can have at most 128 characters',
    passwordWeak:
      'The password must have at least 8 characters, an uppercase letter, a number and a special character',
    passwordsDoNotMatch: 'The passwords do not match',
    required: 'This field is required',
    resetPasswordsDoNotMatch: 'Passwords do not match',
  },
} as const;

/** Turns every string literal of a resource tree into `string`, keeping the tree's shape. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape every language must have: `en`'s keys with any wording. Typing a language as
 * `Messages` makes a missing or extra key a compile error (STYLE.md §5).
 */
export type Messages = Widen<typeof en>;
