import { Link } from 'react-router-dom';
import { LeadForm } from '../leads/lead-form';
import { useMetaTags } from '../landing/use-meta-tags';
import { Columns, FormCard, PageFrame } from './page-layout';

/** /contact-us: how to reach the MediaMart team, and the lead form. */
export function ContactPage() {
  useMetaTags(
    'Contact Us | MediaMart',
    'Tell the MediaMart team what you want to advertise, where and for how much: send the form and a media planner gets back to you.',
  );
  return (
    <PageFrame>
      <Columns>
        <div>
          <h1>Contact Us</h1>
          <p>
            Planning newspaper, radio, outdoor, cinema, airport, digital, influencer or sports advertising in India?
            Tell us what you want to achieve and our media-planning team will answer with options and rates.
          </p>
          <h2>Ways to reach the team</h2>
          <ul>
            <li><strong>This form</strong> — it goes straight to our sales team, who reply by phone or e-mail.</li>
            <li>
              <strong>A campaign brief</strong> — describe your objective, audience, budget and dates on the{' '}
              <Link to="/ad-campaign-brief">campaign brief</Link> page and we build a media plan for it.
            </li>
            <li>
              <strong>Your bag</strong> — add media options from any category to <Link to="/bag">your bag</Link> and request
              rates; the request reaches the team with every option you chose.
            </li>
            <li>
              <strong>Your campaigns</strong> — once signed in, every saved campaign on <Link to="/dashboard">your dashboard</Link>{' '}
              has its own thread of plans, comments and payments with the team.
            </li>
          </ul>
          <h2>Media owners and agencies</h2>
          <p>
            Want to list your newspaper, station, screens or sites? Read <Link to="/how-to-list">how to list your media</Link>.
            Agencies can ask for a <Link to="/agency-partner/trial">white-label trial</Link>.
          </p>
        </div>
        <FormCard aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us your requirement</h2>
          <LeadForm source="/contact-us" submitLabel="Send to the team" />
        </FormCard>
      </Columns>
    </PageFrame>
  );
}
