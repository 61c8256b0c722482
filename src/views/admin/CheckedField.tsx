import { useId } from 'react';
import { textFieldStyle } from '../components/fieldStyles';
import { theme } from '../theme';

export interface CheckedFieldProps {
  label: string;
  value: string;
  /** What the chart says is wrong with the value, or null. */
  problem: string | null;
  inputMode: 'decimal' | 'numeric';
  disabled: boolean;
  /**
   * How the problem is announced: 'polite' while the user types (checked as they type), 'alert'
   * for a refusal on submit.
   */
  announce: 'polite' | 'alert';
  onChange(text: string): void;
}

/**
 * A text field of the admin forms with the chart's verdict under it: the field is marked invalid
 * and described by the problem while there is one; the line keeps its height so nothing moves.
 */
export function CheckedField({ label, value, problem, inputMode, disabled, announce, onChange }: CheckedFieldProps) {
  const fieldId = useId();
  const problemId = useId();
  return (
    <>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        css={textFieldStyle}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={problemId}
        {...(announce === 'alert' ? { role: 'alert' } : { 'aria-live': 'polite' })}
        css={{ margin: 0, minHeight: '1.5em', color: theme.colors.error }}
      >
        {problem}
      </p>
    </>
  );
}
