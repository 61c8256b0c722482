/*
 * The libraries every page runs on, on their own (React with XState, Emotion and the router: one
 * chunk, scripts/build/startupChunk.ts). The boot imports this before the app (src/main.tsx), so
 * that evaluating them is a task of its own; through this module, so that the boot chunk itself
 * needs none of the bundler's helpers for React's CommonJS modules and so shares no chunk with the
 * app.
 */
import 'react-dom/client';
