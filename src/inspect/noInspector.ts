/**
 * What `./inspect/inspectEntry` resolves to in a production build without VITE_INSPECT=on
 * (vite.config.ts aliases it): nothing of the viewer, not even its layout engine's script, enters
 * the build. src/app/createApp.tsx never calls it there (the same condition drops the call).
 */
export function createInspectEntry(_search: string): never {
  throw new Error('the statechart viewer is not in this build');
}
