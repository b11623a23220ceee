import styled from 'styled-components';
import { CategoryPage } from '../category/category-page';
import { IPL_ADVERTISING } from 'shared-domain/format';
import { color } from 'shared-ui';

const Points = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  color: ${color.muted};
`;

/** The league filter the page always applies (the seed tags IPL teams, stadiums and broadcasts). */
const IPL = { genre: ['IPL'] } as const;

/**
 * `/sports-marketing/ipl-advertising`: sports marketing limited to IPL properties — teams,
 * stadiums and match broadcasts — with the category's other filters.
 */
export function IplAdvertisingPage() {
  return (
    <CategoryPage
      categoryKey={IPL_ADVERTISING.category}
      heading={IPL_ADVERTISING.heading}
      description={IPL_ADVERTISING.description}
      fixed={IPL}
      intro={
        <Points>
          <li>Team sponsorship: jersey, helmet and kit logos, digital rights and player appearances.</li>
          <li>Stadium branding: boundary LEDs, sight-screens and hospitality at IPL venues.</li>
          <li>Broadcast: 10-second spots in live matches on TV (SD and HD) and streaming.</li>
        </Points>
      }
    />
  );
}
