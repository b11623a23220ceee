import { ContentWithLeadForm } from './page-layout';

/** /agency-partner/trial: the stored page on the white-label trial for agencies, and the form to ask for one. */
export function AgencyTrialPage() {
  return (
    <ContentWithLeadForm
      url="/agency-partner/trial"
      formTitle="Ask for a white-label trial"
      form={{
        source: '/agency-partner/trial',
        submitLabel: 'Ask for a trial',
        initialRequirements: 'White-label trial for our agency. Agency name: ',
        successText: 'Our partnerships team will contact you to confirm the details and set up the trial with your branding.',
      }}
    />
  );
}
