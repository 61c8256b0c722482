import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keyframes } from '@emotion/react';
import { theme } from '../theme';
import { ModalRootContext } from './modalRoot';

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
  /**
   * Spec section 9: the modal shows after 50 ms and fades for 500 ms each way; `closing` is the fade
   * out (the dialog no longer takes input). Without `fade` it shows and goes at once. Reduced motion
   * never animates.
   */
  fade?: boolean;
  closing?: boolean;
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * An accessible modal dialog in the layout's modal root: focus moves in on open, stays
 * inside while open (Tab wraps), returns to where it was on close; Escape closes.
 */
export function Modal({ title, onClose, children, fade = false, closing = false }: ModalProps) {
  const rootRef = useContext(ModalRootContext);
  // The layout's root is mounted before any modal opens: read once this one has mounted.
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setRoot(rootRef.current), [rootRef]);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    ((dialog && reachable(dialog)[0]) ?? dialog)?.focus();
    return () => previous?.focus();
  }, [root]);

  // Escape closes the dialog even when its focused control has just been disabled (a form's button
  // once submitted) and focus fell back to the page: the key then reaches the document, not the dialog.
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      const focus = document.activeElement;
      if (event.key !== 'Escape' || !dialog) return;
      if (focus && focus !== document.body && !dialog.contains(focus)) return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
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
        ...(fade && {
          animation: `${fadeIn} 500ms ease 50ms both`,
          transition: 'opacity 500ms ease',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
        }),
        ...(closing && { animation: 'none', opacity: 0, pointerEvents: 'none' }),
      }}
      inert={closing}
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
