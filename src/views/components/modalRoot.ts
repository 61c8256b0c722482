import { createContext, type RefObject } from 'react';

/** The id of the layout's modal root element, where every modal is portalled. */
export const MODAL_ROOT_ID = 'modal-root';

/**
 * The layout's modal root element, as a ref that never changes: a context whose value changed once
 * the layout mounted would reach the parts of a prerendered page still waiting to hydrate and make
 * React render them anew. Apart from Modal.tsx so that the layout, on the start-up path, does not
 * carry the modal itself (every modal is a lazy chunk).
 */
export const ModalRootContext = createContext<RefObject<HTMLElement | null>>({ current: null });
