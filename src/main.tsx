import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// First: the launch parameters strip credentials from the address before any other work.
import { takeLaunchParams } from './app/launch';
import { createAppActor } from './app/appActor';
import { App } from './App';
import { getConfig } from './config';
import { createMemoryAnalytics } from './services/analytics/memoryAnalytics';

const rootElement = document.getElementById('root')!;
const launch = takeLaunchParams(window.location, window.history);

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
  const analytics = createMemoryAnalytics({ print: import.meta.env.DEV });
  const actor = createAppActor({ siteTitle: config.siteTitle, analytics, document }, launch);
  actor.start();
  createRoot(rootElement).render(
    <StrictMode>
      <App services={{ actor, config, analytics }} />
    </StrictMode>,
  );
}

start();
