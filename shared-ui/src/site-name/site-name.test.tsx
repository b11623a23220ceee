import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { whiteLabel, type SiteOrganisation } from 'shared-domain';
import { RenderedOrganisation, SiteName, useSiteName } from './site-name';

const ORG = { _org: 'o1', name: 'Acme Media' } as SiteOrganisation;

function Name() {
  return <p>{useSiteName()}</p>;
}

afterEach(() => whiteLabel.set(null));

describe('useSiteName', () => {
  it("is MediaMart on the product's own site", () => {
    render(<Name />);
    expect(screen.getByText('MediaMart')).toBeTruthy();
  });

  it("follows the white-label store: the organisation's name once the host sets it, MediaMart again without", () => {
    render(<Name />);
    act(() => whiteLabel.set(ORG));
    expect(screen.getByText('Acme Media')).toBeTruthy();
    act(() => whiteLabel.set(null));
    expect(screen.getByText('MediaMart')).toBeTruthy();
  });

  it("renders the server render's organisation (no store on the server)", () => {
    expect(renderToString(<RenderedOrganisation.Provider value={ORG}><Name /></RenderedOrganisation.Provider>)).toBe('<p>Acme Media</p>');
    expect(renderToString(<Name />)).toBe('<p>MediaMart</p>');
    expect(renderToString(<RenderedOrganisation.Provider value={ORG}><p>Only <SiteName /> staff</p></RenderedOrganisation.Provider>)).toBe('<p>Only <!-- -->Acme Media<!-- --> staff</p>');
  });
});
