/** Alt+Shift+S opens the statechart viewer, then shows and hides it. */
export const isInspectShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === 'KeyS';
