import { useLocalActor } from '../components/useLocalActor';
import { PlotSalePanel } from './PlotSalePanel';
import { useAdminFlows } from './useAdminFlows';

/**
 * The plot sale for any logged-in account, outside the admin area (the Plot Map page): the sale,
 * the account's plots and the mint. Its administration stays on /admin.
 */
export default function PlotSaleSection({ caller }: { caller: string }) {
  const flows = useAdminFlows();
  const plotSale = useLocalActor(flows.plotSale, { input: { caller, isService: false } });
  return <PlotSalePanel plotSale={plotSale} />;
}
