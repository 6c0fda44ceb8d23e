/** English `manual` messages (issue 13: the in-app user manual and its FAQ), one namespace of `en` (../en.ts). */
export const manual = {
  close: 'Close the manual',
  faq: {
    contact: {
      answer:
        'Write to {{email}} or call {{phone}} on working days. Tell us what you were doing and the message you saw; a screenshot helps.',
      question: 'How do I contact support?',
    },
    fileLoadError: {
      answer:
        'The file could not reach Folio. Check the internet connection and upload it again. If it keeps failing, check that its type is supported and that it is not larger than the upload limit.',
      question: 'What does "file load error" mean?',
    },
    languages: {
      answer:
        'The screens are in Spanish and English: change the language from the user menu or on your profile. Documents can be in either language; extraction and chat read both.',
      question: 'Which languages does Folio speak?',
    },
    processingFailed: {
      answer:
        'Folio could not read the document (damaged, password-protected or unreadable scan). Try again later, or open the file on your computer, save it again as PDF and upload that copy.',
      question: 'What should I do when "processing failed" appears?',
    },
    supportedFiles: {
      answer:
        'PDF, Word (DOC, DOCX), Excel (XLS, XLSX), text and Markdown, and images (PNG, JPG, TIFF and more). The extractor takes a ZIP of PDFs with one document each; the accounting chatbot takes Excel and PDF.',
      question: 'Which files are supported?',
    },
    timeoutExpired: {
      answer:
        'The answer took longer than expected, usually because of a large file or a busy moment. Check the internet connection and try again later; long work such as an extraction goes on in the background and its results appear when they are ready.',
      question: 'What does "timeout expired" mean?',
    },
    uploading: {
      answer:
        'Drag files onto the Files screen or press Upload and choose them. Large files upload in parts and resume after a dropped connection. In the chat you can attach up to 4 files at a time.',
      question: 'How do I upload files?',
    },
  },
  help: 'Help for this screen: {{section}}',
  intro: 'Step by step, what each screen of Folio does and how to use it.',
  player: {
    label: 'Steps of {{section}}',
    next: 'Next step',
    pause: 'Pause the steps',
    play: 'Play the steps',
    position: 'Step {{step}} of {{total}}:',
    previous: 'Previous step',
  },
  screenshot: 'Screenshot of {{section}}; select it to enlarge it',
  sections: {
    chatbot: {
      intro: 'Chat with your documents: answers cite the page they come from.',
      step1:
        'Open Chatbot and press New topic. Give it a name of letters and digits and a description.',
      step2:
        'Choose the type: conversational for PDF, Word and text documents, accounting for Excel and PDF tables.',
      step3: 'Upload the reference files and wait while the topic is trained.',
      step4: 'Open the topic and ask a question; pick a suggested question to start quickly.',
      step5: 'Choose the model, tone and personality, or a mission such as summarise or compare.',
      title: 'Chatbot',
    },
    extractor: {
      intro: 'Turn a ZIP of invoices or other documents into a table of data.',
      step1: 'Open Extractor and press New configuration; choose the document type.',
      step2: 'Upload an example file and define the header fields and the item columns.',
      step3: 'Run the configuration on a ZIP of PDFs, one document per PDF.',
      step4: 'Open the results: check each document, correct a value and mark it verified.',
      step5: 'Download CSV, PDF or TXT, send the rows to the document database or train a chatbot.',
      title: 'Extractor',
    },
    faq: {
      intro: 'Answers to the questions we hear most. Select a question to read its answer.',
      title: 'Frequently asked questions',
    },
    files: {
      intro: 'All your documents in folders, with search inside their contents.',
      step1:
        'Open Files; the folders on the left include the ones Folio keeps for the extractor and the chatbot.',
      step2: 'Create a folder, then upload files by dragging them or with the Upload button.',
      step3: 'Switch between grid and list, sort by name, date or type and filter by type.',
      step4: 'Search by name, or search inside the documents with the advanced search.',
      step5: 'Select several files to download, move or delete them at once.',
      title: 'Files',
    },
    introduction: {
      intro:
        'Folio extracts data from your documents, lets you chat with them and keeps them in order.',
      step1: 'The dashboard shows your activity and your page balance at a glance.',
      step2: 'The sidebar leads to the Extractor, Files, Chatbot and Utilities screens.',
      step3: 'The ? button at the top opens this manual at the section of the screen you are on.',
      step4: 'Your profile holds your details, your password and a copy of all your data.',
      title: 'Introduction',
    },
    utils: {
      intro: 'Everyday tools for PDF and office files.',
      step1:
        'Open Utilities and pick a tool: split, combine, convert, images to PDF or HTML to PDF.',
      step2: 'Choose the files; for combining, put them in the order you want.',
      step3: 'Set the options, such as the page ranges of a split.',
      step4: 'Run it: the result downloads as a PDF or as a ZIP of several files.',
      title: 'Utilities',
    },
  },
  title: 'User manual',
  website: 'Visit the Folio website',
} as const;
