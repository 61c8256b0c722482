import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { selectMintForm, selectSale, selectUserPlots } from '../../../machines/plotSale';
import { formatPlotPrice } from '../../domain/admin/plots';
import { chainName } from '../../wallet/chains';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import type { PlotSaleActor } from './adminActors';
import { focusableWhenDisabled } from './adminStyles';
import { CheckedField } from './CheckedField';
import { NOT_A_WHOLE_NUMBER, countText, eth, plotList, problemText, yesNo } from './adminTexts';
import { DetailsList } from './DetailsList';
import { LoadFailure } from './LoadFailure';

/** A date and time in the visitor's locale ('Nov 24, 2026, 10:00 AM'). */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The plot sale, the logged-in account's plots and the mint form. */
export function PlotSalePanel({ plotSale }: { plotSale: PlotSaleActor }) {
  return (
    <div css={{ display: 'grid', gap: '0 2rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      <SaleSection plotSale={plotSale} />
      <div>
        <UserPlotsSection plotSale={plotSale} />
        <MintForm plotSale={plotSale} />
      </div>
    </div>
  );
}

function SaleSection({ plotSale }: { plotSale: PlotSaleActor }) {
  const view = useSelector(plotSale, selectSale);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Plot sale</h2>
      {view.status === 'loading' && <p role="status">Loading the plot sale…</p>}
      {view.status === 'errored' && (
        <LoadFailure error={view.error} onRetry={() => plotSale.send({ type: 'plots.retrySale' })} />
      )}
      {view.status === 'loaded' && (
        <DetailsList
          items={[
            ['Active', yesNo(view.data.active)],
            ['Presale', yesNo(view.data.presale)],
            ['Price per plot', formatPlotPrice(view.data.priceEth)],
            ['Remaining supply', `${view.data.remainingSupply} of ${view.data.maxPLOTs}`],
            ['Minted', view.data.mintedPLOTs],
            ['Maximum quantity', view.data.maxQuantity],
            ['Volume', eth(view.data.volume)],
            ['Starts', when(view.data.starttime)],
            ['Ends', when(view.data.endtime)],
            ['Chain', view.data.chainId === null ? 'Not known' : chainName(view.data.chainId)],
          ]}
        />
      )}
    </section>
  );
}

function UserPlotsSection({ plotSale }: { plotSale: PlotSaleActor }) {
  const view = useSelector(plotSale, selectUserPlots);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your plots</h2>
      {view.status === 'loading' && <p role="status">Loading your plots…</p>}
      {view.status === 'errored' && (
        <LoadFailure error={view.error} onRetry={() => plotSale.send({ type: 'plots.retryPlots' })} />
      )}
      {view.status === 'loaded' && (
        <DetailsList
          items={[
            ['Eligible plots', countText(view.data.eligiblePlots)],
            ['Most plots', countText(view.data.maxPlots)],
            ['Plots', plotList(view.data.plotIds)],
          ]}
        />
      )}
    </section>
  );
}

function MintForm({ plotSale }: { plotSale: PlotSaleActor }) {
  const form = useSelector(plotSale, selectMintForm);
  const sale = useSelector(plotSale, selectSale);
  const problem = form.problem && problemText(form.problem, NOT_A_WHOLE_NUMBER);
  const total = form.canMint && sale.status === 'loaded' ? sale.data.price * BigInt(form.quantity) : null;
  return (
    <form
      aria-label="Mint plots"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        plotSale.send({ type: 'plots.mint' });
      }}
      css={{ display: 'grid', gap: '0.75rem', maxWidth: '26rem' }}
    >
      <CheckedField
        label="Number of plots"
        value={form.quantityText}
        problem={problem}
        inputMode="numeric"
        disabled={form.locked}
        announce="polite"
        onChange={(text) => plotSale.send({ type: 'plots.quantityChanged', text })}
      />
      {total !== null && <p css={{ margin: 0 }}>Total: {eth(total)}</p>}
      <div css={{ display: 'flex', gap: '0.75rem' }}>
        <button type="submit" css={[primaryButton, focusableWhenDisabled]} aria-disabled={!form.canMint}>
          {form.minting ? `Minting ${form.quantity === 1 ? '1 plot' : `${form.quantity} plots`}…` : 'Mint'}
        </button>
        {form.canCancel && (
          <button type="button" css={secondaryButton} onClick={() => plotSale.send({ type: 'plots.cancelMint' })}>
            Cancel
          </button>
        )}
      </div>
      {form.error && <p role="alert">{form.error}</p>}
      {form.mintedIds && <p role="status">Minted plots {plotList(form.mintedIds)}.</p>}
    </form>
  );
}
