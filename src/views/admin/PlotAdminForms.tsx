import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { selectAdministration } from '../../../machines/plotSale';
import type { MockAccount } from '../../services/mock/mockAccounts';
import { secondaryButton } from '../components/buttonStyles';
import { textFieldStyle } from '../components/fieldStyles';
import { theme } from '../theme';
import type { PlotSaleActor } from './adminActors';
import { focusableWhenDisabled } from './adminStyles';
import { NOT_A_WHOLE_NUMBER, problemText } from './adminTexts';

const SAVED = { eligible: 'Eligible plots saved.', supply: 'Remaining supply saved.' } as const;

/**
 * The service account's plot administration (spec section 5): an account's eligible plots and
 * the remaining supply. The chart holds what is typed and decides on submit whether it is sent
 * ('Cannot set negative eligible', 'Cannot set negative supply'); typing again clears the refusal.
 */
export function PlotAdminForms({ plotSale, accounts }: { plotSale: PlotSaleActor; accounts: readonly MockAccount[] }) {
  const view = useSelector(plotSale, selectAdministration);
  const headingId = useId();
  const ids = {
    account: useId(),
    eligible: useId(),
    eligibleProblem: useId(),
    supply: useId(),
    supplyProblem: useId(),
  };
  if (!view) return null;
  const eligibleProblem = view.eligibleProblem && problemText(view.eligibleProblem, NOT_A_WHOLE_NUMBER);
  const supplyProblem = view.supplyProblem && problemText(view.supplyProblem, NOT_A_WHOLE_NUMBER);
  const problemStyle = { margin: 0, minHeight: '1.5em', color: theme.colors.error };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Plot administration</h2>
      <div css={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <form
          aria-label="Set eligible plots"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            plotSale.send({ type: 'plots.eligibleSubmitted' });
          }}
          css={{ display: 'grid', gap: '0.5rem' }}
        >
          <label htmlFor={ids.account}>Account</label>
          <select
            id={ids.account}
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
          <label htmlFor={ids.eligible}>Eligible plots</label>
          <input
            id={ids.eligible}
            css={textFieldStyle}
            inputMode="numeric"
            autoComplete="off"
            value={view.texts.eligible}
            disabled={!view.ready}
            aria-invalid={eligibleProblem ? true : undefined}
            aria-describedby={eligibleProblem ? ids.eligibleProblem : undefined}
            onChange={(event) =>
              plotSale.send({ type: 'plots.settingChanged', setting: 'eligible', text: event.target.value })
            }
          />
          <p id={ids.eligibleProblem} role="alert" css={problemStyle}>
            {eligibleProblem}
          </p>
          <div>
            <button
              type="submit"
              css={[secondaryButton, focusableWhenDisabled]}
              aria-disabled={!view.ready || view.texts.eligible.trim() === ''}
            >
              Set eligible
            </button>
          </div>
        </form>
        <form
          aria-label="Set remaining supply"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            plotSale.send({ type: 'plots.supplySubmitted' });
          }}
          css={{ display: 'grid', gap: '0.5rem', alignContent: 'start' }}
        >
          <label htmlFor={ids.supply}>Remaining supply</label>
          <input
            id={ids.supply}
            css={textFieldStyle}
            inputMode="numeric"
            autoComplete="off"
            value={view.texts.supply}
            disabled={!view.ready}
            aria-invalid={supplyProblem ? true : undefined}
            aria-describedby={supplyProblem ? ids.supplyProblem : undefined}
            onChange={(event) =>
              plotSale.send({ type: 'plots.settingChanged', setting: 'supply', text: event.target.value })
            }
          />
          <p id={ids.supplyProblem} role="alert" css={problemStyle}>
            {supplyProblem}
          </p>
          <div>
            <button
              type="submit"
              css={[secondaryButton, focusableWhenDisabled]}
              aria-disabled={!view.ready || view.texts.supply.trim() === ''}
            >
              Set supply
            </button>
          </div>
        </form>
      </div>
      {view.saving && <p role="status">Saving…</p>}
      {view.error && <p role="alert">{view.error}</p>}
      {view.saved && <p role="status">{SAVED[view.saved]}</p>}
    </section>
  );
}
