import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '../theme';

export const MODAL_ROOT_ID = 'modal-root';

/** The layout's modal root element, once mounted. */
export const ModalRootContext = createContext<HTMLElement | null>(null);

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Whether `element` is shown: neither it nor an ancestor inside `container` is hidden. */
function isShown(element: HTMLElement, container: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (node.hidden || node.inert) return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** Focusable elements a user can reach: a hidden one would let Tab escape the trap. */
function reachable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => isShown(element, container));
}

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An accessible modal dialog in the layout's modal root: focus moves in on open, stays
 * inside while open (Tab wraps), returns to where it was on close; Escape closes.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const root = useContext(ModalRootContext);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    ((dialog && reachable(dialog)[0]) ?? dialog)?.focus();
    return () => previous?.focus();
  }, [root]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = reachable(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!root) return null;
  return createPortal(
    <div
      css={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(0,0,0,0.7)',
        display: 'grid',
        placeItems: 'center',
        padding: '1rem',
        zIndex: 100,
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={{
          background: theme.colors.surface,
          borderRadius: theme.radius,
          padding: '1.5rem',
          width: 'min(32rem, 100%)',
          position: 'relative',
        }}
      >
        <h2 id={titleId} css={{ marginTop: 0 }}>
          {title}
        </h2>
        {children}
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          css={{
            position: 'absolute',
            top: '0.75rem',
            right: '0.75rem',
            background: 'none',
            border: 0,
            color: theme.colors.text,
            fontSize: '1.5rem',
            cursor: 'pointer',
          }}
        >
          ×
        </button>
      </div>
    </div>,
    root,
  );
}
