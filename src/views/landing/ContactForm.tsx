import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectCanSubmit, selectFields, selectSubmitted, type ContactField } from '../../../machines/contactForm';
import { primaryButton } from '../components/buttonStyles';
import { visuallyHidden } from '../components/visuallyHidden';
import { contactFormFlow } from '../../app/bindings/contactForm';
import { useLocalActor } from '../components/useLocalActor';
import { textFieldStyle } from '../components/fieldStyles';

const FIELDS: readonly { field: ContactField; label: string; type?: string; autoComplete?: string }[] = [
  { field: 'name', label: 'Name', autoComplete: 'name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'subject', label: 'Subject' },
  { field: 'message', label: 'Message' },
];

/**
 * The optional contact form (spec section 5). Every field is required; the button works once all
 * are valid, then the form resets, locks and the button reads 'Submitted'. Nothing is sent.
 */
export function ContactForm() {
  const form = useLocalActor(contactFormFlow, {});
  const fields = useSelector(form, selectFields);
  const canSubmit = useSelector(form, selectCanSubmit);
  const submitted = useSelector(form, selectSubmitted);
  const id = useId();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'contactForm.submit' });
      }}
      css={{ maxWidth: '36rem' }}
    >
      <fieldset disabled={submitted} css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: '1rem' }}>
        <legend css={visuallyHidden}>Contact us</legend>
        {FIELDS.map(({ field, label, type, autoComplete }) => {
          const common = {
            id: `${id}-${field}`,
            name: field,
            required: true,
            autoComplete,
            value: fields[field],
            onChange: (event: { target: { value: string } }) =>
              form.send({ type: 'contactForm.changed', field, value: event.target.value }),
            css: textFieldStyle,
          };
          return (
            <div key={field} css={{ display: 'grid', gap: '0.35rem' }}>
              <label htmlFor={common.id}>{label}</label>
              {field === 'message' ? <textarea rows={5} {...common} /> : <input type={type ?? 'text'} {...common} />}
            </div>
          );
        })}
        <div>
          <button type="submit" disabled={!canSubmit} css={primaryButton}>
            {submitted ? 'Submitted' : 'Submit'}
          </button>
        </div>
      </fieldset>
      <p role="status" css={visuallyHidden}>
        {submitted ? 'Your message was submitted.' : ''}
      </p>
    </form>
  );
}
