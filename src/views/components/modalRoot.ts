import { createContext } from 'react';

/** The id of the layout's modal root element, where every modal is portalled. */
export const MODAL_ROOT_ID = 'modal-root';

/**
 * The layout's modal root element, once mounted. Apart from Modal.tsx so that the layout, on the
 * start-up path, does not carry the modal itself (every modal is a lazy chunk).
 */
export const ModalRootContext = createContext<HTMLElement | null>(null);
