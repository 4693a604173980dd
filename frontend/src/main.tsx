import './features/tracking/repair-url-on-boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installTranslationErrorSuppression } from './lib/translation-errors';

installTranslationErrorSuppression();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
