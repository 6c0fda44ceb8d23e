/** English `shell` messages, one namespace of `en` (../en.ts). */
export const shell = {
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
} as const;
