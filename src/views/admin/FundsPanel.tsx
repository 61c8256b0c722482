import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { selectAdminDetails, selectLink, selectTransferForm, selectUserDetails } from '../../../machines/adminFunds';
import type { TransferDirection } from '../../domain/admin/funds';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import {
  DIRECTION_LABELS,
  NOT_AN_ETH_AMOUNT,
  eth,
  problemText,
  transferBusyLabel,
  transferDone,
  yesNo,
} from './adminTexts';
import type { AdminFundsActor } from './adminActors';
import { focusableWhenDisabled } from './adminStyles';
import { CheckedField } from './CheckedField';
import { DetailsList } from './DetailsList';
import { LoadFailure } from './LoadFailure';
import { TransferPrompt } from './TransferPrompt';

/** The admin and user details side by side, and the deposit and withdrawal form with its prompt. */
export function FundsPanel({ funds }: { funds: AdminFundsActor }) {
  return (
    <>
      <div css={{ display: 'grid', gap: '0 2rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <AdminDetailsSection funds={funds} />
        <UserDetailsSection funds={funds} />
      </div>
      <TransferForm funds={funds} />
      <TransferPrompt funds={funds} />
    </>
  );
}

function AdminDetailsSection({ funds }: { funds: AdminFundsActor }) {
  const view = useSelector(funds, selectAdminDetails);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Sale details</h2>
      {view.status === 'loading' && <p role="status">Loading sale details…</p>}
      {view.status === 'errored' && (
        <LoadFailure error={view.error} onRetry={() => funds.send({ type: 'funds.retryAdmin' })} />
      )}
      {view.status === 'loaded' && (
        <DetailsList
          items={[
            ['Sale', view.details.sale],
            ['Initialised', yesNo(view.details.saleInitted)],
            ['Balance', eth(view.details.balance)],
            ['NFTs', view.details.nfts],
          ]}
        />
      )}
    </section>
  );
}

function UserDetailsSection({ funds }: { funds: AdminFundsActor }) {
  const view = useSelector(funds, selectUserDetails);
  const link = useSelector(funds, selectLink);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your account</h2>
      {view.status === 'loading' && <p role="status">Loading your account…</p>}
      {view.status === 'errored' && (
        <LoadFailure error={view.error} onRetry={() => funds.send({ type: 'funds.retryUser' })} />
      )}
      {view.status === 'loaded' && (
        <>
          <DetailsList
            items={[
              ['Name', view.details.name || 'Not known'],
              ['Linked', yesNo(view.details.linked)],
              ['Balance', eth(view.details.balance)],
              ['NFTs', view.details.nfts],
              ['Packs', view.details.packs],
            ]}
          />
          {(link.canLink || link.linking) && (
            <button
              type="button"
              css={secondaryButton}
              disabled={link.linking}
              onClick={() => funds.send({ type: 'funds.link' })}
            >
              {link.linking ? 'Linking…' : 'Link wallet'}
            </button>
          )}
          {link.error && <p role="alert">{link.error}</p>}
        </>
      )}
    </section>
  );
}

function TransferForm({ funds }: { funds: AdminFundsActor }) {
  const form = useSelector(funds, selectTransferForm);
  const headingId = useId();
  const problem = form.problem && problemText(form.problem, NOT_AN_ETH_AMOUNT);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Deposit or withdraw</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          funds.send({ type: 'funds.submit' });
        }}
        css={{ display: 'grid', gap: '0.75rem', maxWidth: '26rem' }}
      >
        <fieldset disabled={form.locked} css={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '1.25rem' }}>
          <legend css={{ marginBottom: '0.5rem' }}>Direction</legend>
          {(['deposit', 'withdraw'] as const satisfies readonly TransferDirection[]).map((direction) => (
            <label key={direction} css={{ display: 'flex', alignItems: 'center', gap: '0.4rem' }}>
              <input
                type="radio"
                name="direction"
                value={direction}
                checked={form.direction === direction}
                onChange={() => funds.send({ type: 'funds.directionChanged', direction })}
              />
              {DIRECTION_LABELS[direction]}
            </label>
          ))}
        </fieldset>
        <CheckedField
          label="Amount (ETH)"
          value={form.amountText}
          problem={problem}
          inputMode="decimal"
          disabled={form.locked}
          announce="polite"
          onChange={(text) => funds.send({ type: 'funds.amountChanged', text })}
        />
        <div>
          <button type="submit" css={[primaryButton, focusableWhenDisabled]} aria-disabled={!form.canSubmit}>
            {form.transferring ? transferBusyLabel(form.direction) : DIRECTION_LABELS[form.direction]}
          </button>
        </div>
        {form.error && <p role="alert">{form.error}</p>}
        {form.completed && <p role="status">{transferDone(form.completed.direction, form.completed.amount)}</p>}
      </form>
    </section>
  );
}
