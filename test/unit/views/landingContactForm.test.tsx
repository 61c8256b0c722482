// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../src/views/landing/ContactForm';

/** The optional contact form (spec section 5). */

const FIELDS = { Name: 'Ada Lovelace', 'E-mail': 'ada@example.com', Subject: 'Partnership', Message: 'Hello there.' };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const submit = () => screen.getByRole('button', { name: /^Submit/ });

describe('the contact form', () => {
  it('has a labelled, required field for name, e-mail, subject and message', () => {
    render(<ContactForm />);
    for (const label of Object.keys(FIELDS)) expect(field(label)).toBeRequired();
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('keeps submit disabled until every field is filled and the e-mail is valid', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(submit()).toBeDisabled();
    for (const [label, value] of Object.entries(FIELDS).filter(([label]) => label !== 'Message')) {
      await user.type(field(label), value);
      expect(submit()).toBeDisabled();
    }
    await user.type(field('Message'), FIELDS.Message);
    expect(submit()).toBeEnabled();
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'ada@');
    expect(submit()).toBeDisabled();
  });

  it("on submit resets and locks every field, and the button reads 'Submitted'; nothing is sent", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<ContactForm />);
    for (const [label, value] of Object.entries(FIELDS)) await user.type(field(label), value);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const label of Object.keys(FIELDS)) {
      expect(field(label)).toHaveValue('');
      expect(field(label)).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your message was submitted.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('submits with Enter in a field once valid', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    for (const [label, value] of Object.entries(FIELDS)) await user.type(field(label), value);
    await user.type(field('Subject'), '{Enter}');
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeInTheDocument();
  });
});
