import { ContentWithLeadForm } from './page-layout';

/** /contact-us: the stored "Contact Us" page (how to reach the team, what happens next) and the lead form. */
export function ContactPage() {
  return <ContentWithLeadForm url="/contact-us" formTitle="Send us your requirement" form={{ source: '/contact-us', submitLabel: 'Send to the team' }} />;
}
