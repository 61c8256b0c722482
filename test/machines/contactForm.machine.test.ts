import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  contactFormMachine,
  selectCanSubmit,
  selectFields,
  selectSubmitted,
  type ContactFields,
} from '../../machines/contactForm';
import { contactFormFlow } from '../../src/app/bindings/contactForm';

const VALID: ContactFields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Partnership',
  message: 'Hello there.',
};

function start(logic = contactFormFlow) {
  const actor = createActor(logic).start();
  const fill = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'contactForm.changed', field: field as keyof ContactFields, value });
    }
  };
  return { actor, fill, canSubmit: () => selectCanSubmit(actor.getSnapshot()) };
}

describe('the contact form (spec section 5)', () => {
  it('cannot be submitted empty', () => {
    const { actor, canSubmit } = start();
    expect(selectFields(actor.getSnapshot())).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'contactForm.submit' });
    expect(selectSubmitted(actor.getSnapshot())).toBe(false);
  });

  it.each(Object.keys(VALID) as (keyof ContactFields)[])('needs the %s', (missing) => {
    const { fill, canSubmit } = start();
    fill(VALID);
    expect(canSubmit()).toBe(true);
    fill({ [missing]: '   ' });
    expect(canSubmit()).toBe(false);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com'])(
    'needs a valid e-mail, not %j',
    (email) => {
      const { fill, canSubmit } = start();
      fill({ ...VALID, email });
      expect(canSubmit()).toBe(false);
    },
  );

  it('on submit resets the fields and locks them: the button reads Submitted', () => {
    const { actor, fill, canSubmit } = start();
    fill(VALID);
    actor.send({ type: 'contactForm.submit' });
    const snapshot = actor.getSnapshot();
    expect(selectSubmitted(snapshot)).toBe(true);
    // The form's work is over: the chart has ended.
    expect(snapshot.status).toBe('done');
    expect(selectFields(snapshot)).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(canSubmit()).toBe(false);
    // Locked: typing changes nothing.
    expect(actor.getSnapshot().can({ type: 'contactForm.changed', field: 'name', value: 'Someone else' })).toBe(false);
  });

  it('without the e-mail rule bound, never submits', () => {
    const { actor, fill, canSubmit } = start(contactFormMachine);
    fill(VALID);
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'contactForm.submit' });
    expect(selectSubmitted(actor.getSnapshot())).toBe(false);
  });
});
