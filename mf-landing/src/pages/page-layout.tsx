import styled from 'styled-components';

/** The frame of a content page with a lead form: text beside the form on wide screens, stacked on phones. */
export const PageFrame = styled.div`
  max-width: 1080px;
  margin: 0 auto;
  padding: 32px 20px 56px;
  color: #1f2a44;
  h1 { font-size: clamp(1.75rem, 4vw, 2.4rem); margin: 0 0 12px; }
  h2 { font-size: 1.3rem; margin: 28px 0 10px; }
  p, li { line-height: 1.55; }
  a { color: #1f4fa3; }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  gap: 40px;
  align-items: start;
  @media (max-width: 820px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

export const FormCard = styled.section`
  padding: 24px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 4px 16px rgba(31, 42, 68, 0.06);
  h2 { margin-top: 0; }
  @media (max-width: 480px) { padding: 16px; }
`;
