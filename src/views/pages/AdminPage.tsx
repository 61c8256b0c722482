import { useSelector } from '@xstate/react';
import { selectFundsRef, selectPlotSaleRef } from '../../../machines/adminArea';
import { selectAddress, selectIsServiceAccount } from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { FundsPanel } from '../admin/FundsPanel';
import { PlotAdminForms } from '../admin/PlotAdminForms';
import { PlotSalePanel } from '../admin/PlotSalePanel';
import { useAdminFlows } from '../admin/useAdminFlows';
import { useLocalActor } from '../components/useLocalActor';
import { PageSection } from '../components/PageSection';

/**
 * /admin, the mock admin area (spec sections 2 to 6): the sale's and the account's details with
 * deposits and withdrawals, the plot sale with its mint, and the plot administration. Only
 * reached through RequirePermissions (login, Admin and Service), so someone is logged in; a new
 * account remounts the page (its key) and with it fresh flows.
 */
export default function AdminPage() {
  const address = useSelector(useUserActor(), selectAddress) ?? '';
  return <AdminArea key={address} caller={address} />;
}

function AdminArea({ caller }: { caller: string }) {
  const flows = useAdminFlows();
  const isService = useSelector(useUserActor(), selectIsServiceAccount);
  const area = useLocalActor(flows.area, { input: { caller, isService } });
  const funds = useSelector(area, selectFundsRef);
  const plotSale = useSelector(area, selectPlotSaleRef);
  // Both run from the area's start; the check is for the types.
  if (!funds || !plotSale) return null;
  return (
    <PageSection title="Admin">
      <FundsPanel funds={funds} />
      <PlotSalePanel plotSale={plotSale} />
      <PlotAdminForms plotSale={plotSale} accounts={flows.accounts} />
    </PageSection>
  );
}
