/** The web store's entry: the styles, i18n and the app (its providers and router: app/app.tsx), mounted into index.html. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';
import './lib/i18n.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
