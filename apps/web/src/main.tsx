import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './app/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProviders, createAppServices } from './app/providers';
import { createAppRouter } from './app/router';
import { returnFocusAfterDialogs } from './components/dialog-focus-return';
import { bindDocumentLanguage } from './lib/i18n';
import { readStoredLanguage } from './lib/storage';

const services = createAppServices({
  origin: window.location.origin,
  storedLanguage: readStoredLanguage(),
  browserLanguage: navigator.language,
});
bindDocumentLanguage(services.i18n);
returnFocusAfterDialogs();

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
createRoot(container).render(
  <StrictMode>
    <AppProviders {...services} router={createAppRouter()} />
  </StrictMode>,
);
