// Client entry: theme, global styles, the routed app and the one toast viewport.
import './zodConfig'; // first: configures zod before any module builds or parses a schema
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reloadOnStaleChunks } from './reloadOnStaleChunks';
import { GlobalStyle, ThemeProvider } from './ui';
import { ToastViewport } from './ui/toast';

reloadOnStaleChunks();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <GlobalStyle />
      <App />
      <ToastViewport />
    </ThemeProvider>
  </StrictMode>,
);
