// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/views/components/Modal';
import { ModalRootContext } from '../../../src/views/components/modalRoot';

function Harness({ onClose }: { onClose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <ModalRootContext.Provider value={root}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Sign up"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Email" />
          <button type="button" hidden>
            Hidden
          </button>
        </Modal>
      )}
      <div ref={root} />
    </ModalRootContext.Provider>
  );
}

describe('Modal', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Tab wraps from the last reachable element; the hidden button does not let focus escape.
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its Close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
