// First, before any other module runs: the `auth` credentials leave the address.
import { launchAuth } from './app/credentialsFirst';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppActor } from './app/appActor';
import { readLaunchInput } from './app/launch';
import { App } from './App';
import { getConfig } from './config';
import { createMemoryAnalytics } from './services/analytics/memoryAnalytics';

const rootElement = document.getElementById('root')!;

function start() {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    // An invalid configuration stops start-up with a message naming the variable.
    rootElement.textContent = error instanceof Error ? error.message : String(error);
    rootElement.style.whiteSpace = 'pre-wrap';
    throw error;
  }
  // Most visits carry no credentials: the sign-in code loads only when one does.
  const rawAuth = launchAuth;
  if (rawAuth !== null) {
    void import('./app/signInFromLaunch').then(({ signInFromLaunch }) =>
      signInFromLaunch(rawAuth, window.localStorage),
    );
  }
  const analytics = createMemoryAnalytics({ print: import.meta.env.DEV });
  const actor = createAppActor(
    { siteTitle: config.siteTitle, analytics, document },
    readLaunchInput(window.location, config),
  );
  actor.start();
  createRoot(rootElement).render(
    <StrictMode>
      <App services={{ actor, config }} />
    </StrictMode>,
  );
}

start();
