import { Link } from 'react-router-dom';
import { LeadForm } from '../leads/lead-form';
import { useMetaTags } from '../landing/use-meta-tags';
import { Columns, FormCard, PageFrame } from './page-layout';

/** /agency-partner/trial: what the white-label trial for agencies is, and the form to ask for one. */
export function AgencyTrialPage() {
  useMetaTags(
    'Agency white-label trial | MediaMart',
    'Agencies can try MediaMart as their own media-buying site: your logo, colours, contact details and footer over the MediaMart catalog. Ask for a trial.',
  );
  return (
    <PageFrame>
      <Columns>
        <div>
          <h1>White-label trial for agencies</h1>
          <p>
            MediaMart can run as your agency&apos;s own media-buying site: the same catalog of Indian media, the bag and
            campaign tools, under your brand. This page is where you ask for a trial copy.
          </p>
          <h2>What the white-label copy shows</h2>
          <ul>
            <li>Your organisation&apos;s logo and its primary and secondary colours.</li>
            <li>Your contact details — address, city and e-mail — and your social links, in your own footer.</li>
            <li>The MediaMart catalog and planning tools, with your clients&apos; campaigns managed by your administrator.</li>
          </ul>
          <h2>How the trial starts</h2>
          <ol>
            <li>Send the form with your agency&apos;s name in the requirements box, and how you plan to use it.</li>
            <li>Our team contacts you to confirm the details and the web address the copy will use.</li>
            <li>We set up your organisation with its branding and give your administrator access.</li>
          </ol>
          <p>
            Sending the form commits you to nothing. Prefer to partner without your own copy? See the{' '}
            <Link to="/agency-partner">agency partner</Link> programme.
          </p>
        </div>
        <FormCard aria-labelledby="trial-form-heading">
          <h2 id="trial-form-heading">Ask for a white-label trial</h2>
          <LeadForm
            source="/agency-partner/trial"
            submitLabel="Ask for a trial"
            initialRequirements="White-label trial for our agency: "
            successText="Our team will contact you to set up the trial with your branding."
          />
        </FormCard>
      </Columns>
    </PageFrame>
  );
}
