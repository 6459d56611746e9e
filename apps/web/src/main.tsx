import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/tap-targets.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { runStartupSession } from './app/startup-session';

runStartupSession(); // before the first render: may move a cookie session into storage and reload

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
