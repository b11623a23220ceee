import type { ReactNode } from 'react';
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { ContentRoute } from '../content/content-route';
import { LeadForm, type LeadFormProps } from '../leads/lead-form';

/**
 * A stored content page (staff edit its text at /staff/content) with the lead form beside it
 * on wide screens and after it on narrow ones, where a link at the top leads to the form.
 * The form works even when the text cannot be loaded.
 */
export function ContentWithLeadForm({ url, formTitle, form }: { url: string; formTitle: string; form: LeadFormProps }): ReactNode {
  return (
    <Layout>
      <Jump href="#lead-form">{formTitle} ↓</Jump>
      <ContentRoute url={url} kind="content" />
      <FormCard id="lead-form" aria-labelledby="lead-form-heading" tabIndex={-1}>
        <h2 id="lead-form-heading">{formTitle}</h2>
        <LeadForm {...form} />
      </FormCard>
    </Layout>
  );
}

const WIDE = '@media (min-width: 1100px)';

const Layout = styled.div`
  max-width: 1240px;
  margin: 0 auto;
  ${WIDE} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 420px;
    gap: 24px;
    align-items: start;
  }
`;
const Jump = styled.a`
  display: block;
  max-width: 880px;
  margin: 16px auto 0;
  padding: 0 20px;
  color: ${color.primary};
  font-weight: 600;
  ${WIDE} { display: none; }
`;
const FormCard = styled.section`
  box-sizing: border-box;
  max-width: 880px;
  margin: 0 auto 48px;
  padding: 24px 20px;
  border: 1px solid ${color.line};
  border-radius: 12px;
  background: ${color.surface};
  color: ${color.ink};
  h2 { margin: 0 0 16px; font-size: 1.3rem; }
  &:focus { outline: none; }
  ${WIDE} {
    position: sticky;
    top: 130px;
    margin: 32px 20px 48px 0;
    box-shadow: 0 4px 16px ${alpha(color.ink, 6)};
  }
  @media (max-width: 480px) { margin: 0 8px 32px; padding: 16px; }
`;
