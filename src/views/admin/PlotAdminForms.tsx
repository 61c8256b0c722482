import { useId, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectAdministration, type PlotSetting } from '../../../machines/plotSale';
import type { MockAccount } from '../../services/mock/mockAccounts';
import { secondaryButton } from '../components/buttonStyles';
import { textFieldStyle } from '../components/fieldStyles';
import type { PlotSaleActor } from './adminActors';
import { focusableWhenDisabled } from './adminStyles';
import { CheckedField } from './CheckedField';
import { NOT_A_WHOLE_NUMBER, problemText } from './adminTexts';

const SAVED = { eligible: 'Eligible plots saved.', supply: 'Remaining supply saved.' } as const;

type AdministrationView = NonNullable<ReturnType<typeof selectAdministration>>;

/**
 * The service account's plot administration (spec section 5): an account's eligible plots and
 * the remaining supply. The chart holds what is typed and decides on submit whether it is sent
 * ('Cannot set negative eligible', 'Cannot set negative supply'); typing again clears the refusal.
 */
export function PlotAdminForms({ plotSale, accounts }: { plotSale: PlotSaleActor; accounts: readonly MockAccount[] }) {
  const view = useSelector(plotSale, selectAdministration);
  const headingId = useId();
  const accountId = useId();
  if (!view) return null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Plot administration</h2>
      <div css={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <SettingForm
          plotSale={plotSale}
          view={view}
          setting="eligible"
          title="Set eligible plots"
          label="Eligible plots"
          button="Set eligible"
        >
          <label htmlFor={accountId}>Account</label>
          <select
            id={accountId}
            css={textFieldStyle}
            value={view.eligibleAccount}
            disabled={!view.ready}
            onChange={(event) => plotSale.send({ type: 'plots.eligibleAccountChanged', address: event.target.value })}
          >
            {accounts.map((option) => (
              <option key={option.address} value={option.address}>
                {option.name}
              </option>
            ))}
          </select>
        </SettingForm>
        <SettingForm
          plotSale={plotSale}
          view={view}
          setting="supply"
          title="Set remaining supply"
          label="Remaining supply"
          button="Set supply"
        />
      </div>
      {view.saving && <p role="status">Saving…</p>}
      {view.error && <p role="alert">{view.error}</p>}
      {view.saved && <p role="status">{SAVED[view.saved]}</p>}
    </section>
  );
}

interface SettingFormProps {
  plotSale: PlotSaleActor;
  view: AdministrationView;
  setting: PlotSetting;
  title: string;
  label: string;
  button: string;
  /** Fields before the number (the account of 'Set eligible'). */
  children?: ReactNode;
}

/** One setting: its number field, the refusal under it, and its button. */
function SettingForm({ plotSale, view, setting, title, label, button, children }: SettingFormProps) {
  const found = setting === 'eligible' ? view.eligibleProblem : view.supplyProblem;
  const problem = found && problemText(found, NOT_A_WHOLE_NUMBER);
  const text = view.texts[setting];
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        plotSale.send({ type: setting === 'eligible' ? 'plots.eligibleSubmitted' : 'plots.supplySubmitted' });
      }}
      css={{ display: 'grid', gap: '0.5rem', alignContent: 'start' }}
    >
      {children}
      <CheckedField
        label={label}
        value={text}
        problem={problem}
        inputMode="numeric"
        disabled={!view.ready}
        announce="alert"
        onChange={(changed) => plotSale.send({ type: 'plots.settingChanged', setting, text: changed })}
      />
      <div>
        <button
          type="submit"
          css={[secondaryButton, focusableWhenDisabled]}
          aria-disabled={!view.ready || text.trim() === ''}
        >
          {button}
        </button>
      </div>
    </form>
  );
}
