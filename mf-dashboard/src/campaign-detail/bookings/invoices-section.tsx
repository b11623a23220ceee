import type { User } from 'shared-domain';
import type { CampaignFinance } from 'shared-domain/booking';
import { formatDayRun } from 'shared-domain/proof';
import { ErrorState, LoadingState, PlainList } from 'shared-ui/states';
import type { CampaignDetail } from '../../api/campaigns.api';
import { errorText } from '../../app/error-text';
import { formatRupeesExact } from '../../app/format';
import { useViewer } from '../../app/use-viewer';
import { Card, Muted, SectionTitle, TextLink, TotalsList } from '../../ui/primitives';
import { InvoiceList } from './invoice-list';
import { IssueInvoiceForm } from './issue-invoice-form';
import { useInvoices } from './use-invoices';

/** The sentence the page and the README say: e-invoice registration is the user's to do. */
export const IRP_NOTE =
  "Registering the e-invoice with the government's invoice registration portal (IRP) is not done here: upload the JSON through your GST provider.";

/** True when the user's agency details could not make a tax invoice (no name or no state). */
export function lacksAgencyDetails(user: User | null): boolean {
  const d = user?.agencyDetails;
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  return !d || !text(d.agencyName) || !text(d.state);
}

function FinanceCard({ finance }: { finance: CampaignFinance }) {
  return (
    <Card aria-labelledby="finance-title">
      <SectionTitle id="finance-title">Finance</SectionTitle>
      <Muted>Amounts include GST. Ordered counts the insertion orders signed by both sides; delivered, the part verified proof of execution covers.</Muted>
      <TotalsList aria-label="Campaign finance">
        <dt>Ordered</dt>
        <dd>{formatRupeesExact(finance.ordered)}</dd>
        <dt>Delivered</dt>
        <dd>{formatRupeesExact(finance.delivered)}</dd>
        <dt>Invoiced</dt>
        <dd>{formatRupeesExact(finance.invoiced)}</dd>
        <dt>Paid</dt>
        <dd>{formatRupeesExact(finance.paid)}</dd>
        <dt>Balance due</dt>
        <dd>{formatRupeesExact(finance.balance)}</dd>
        {finance.makeGoodCredits.total > 0 ? (
          <>
            <dt>Make-good credits owed to you (before GST)</dt>
            <dd>{formatRupeesExact(finance.makeGoodCredits.total)}</dd>
          </>
        ) : null}
      </TotalsList>
      <MakeGoodExtras finance={finance} />
    </Card>
  );
}

/** The extra units accepted make-goods added, with their days (the ledger on "Proof & delivery" proves them). */
function MakeGoodExtras({ finance }: { finance: CampaignFinance }) {
  if (finance.makeGoodExtras.length === 0) return null;
  return (
    <PlainList aria-label="Make-good days">
      {finance.makeGoodExtras.map((mg) => (
        <li key={mg.makeGoodId}>
          Make-good: {mg.description}, {mg.extraUnits} extra
          {mg.days.length > 0 ? ` on ${formatDayRun(mg.days[0]!.day, mg.days[mg.days.length - 1]!.day)}` : ''}, at no charge.
        </li>
      ))}
    </PlainList>
  );
}

function AgencyNote({ isOwner }: { isOwner: boolean }) {
  return isOwner ? (
    <p role="note">
      Tax invoices are made out to your agency details, and your account has none with a state yet.{' '}
      <TextLink to="/account">Add your agency details on your account page</TextLink>.
    </p>
  ) : (
    <p role="note">Tax invoices are made out to the campaign owner’s agency details: the owner adds them on their account page.</p>
  );
}

/**
 * The campaign's "Invoices" tab: the finance view (ordered, delivered, invoiced, paid, balance
 * due), "Issue tax invoice" for the owner or staff, and each invoice's PDF and e-invoice JSON.
 */
export function InvoicesSection({ campaign, canIssue, isOwner }: { campaign: CampaignDetail; canIssue: boolean; isOwner: boolean }) {
  const invoices = useInvoices(campaign._id);
  const viewer = useViewer();
  const { resource, data } = invoices;
  if (!data) {
    if (resource.status === 'error') return <ErrorState title="Could not load the invoices" message={errorText(resource.error)} onRetry={invoices.reload} />;
    return <LoadingState label="Loading the invoices…" />;
  }
  const missingDetails = (isOwner && lacksAgencyDetails(viewer)) || invoices.issue.error?.code === 'agency_details_missing';
  return (
    <>
      <FinanceCard finance={data.finance} />
      <Card aria-labelledby="invoices-title">
        <SectionTitle id="invoices-title">Tax invoices</SectionTitle>
        <p>{IRP_NOTE}</p>
        {missingDetails ? <AgencyNote isOwner={isOwner} /> : null}
        {canIssue ? <IssueInvoiceForm issue={invoices.issue} /> : null}
        <InvoiceList invoices={data.invoices} actions={invoices} />
      </Card>
    </>
  );
}
