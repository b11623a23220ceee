import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { matchRoute } from 'shared-domain';
import { ToolPage } from './tool-page';

describe('/ai-tools', () => {
  it('lists the creative maker, the media recommendation and the brief assistant, linking only to real pages', () => {
    render(<MemoryRouter><ToolPage path="/ai-tools" /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Tools');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0].querySelector('a')).toHaveAttribute('href', '/sivi-ai-advertisement-generator');
    expect(items[0]).toHaveTextContent('Make ad creatives in the sizes your chosen media need.');
    expect(items[0]).not.toHaveTextContent('not open yet');
    expect(items[1].querySelector('a')).toHaveAttribute('href', '/media-recommendation');
    expect(items[2]).toHaveTextContent('Brief assistant');
    expect(screen.getByText(/does not use an AI model/)).toBeInTheDocument();
    for (const a of screen.getAllByRole('link')) expect(matchRoute(a.getAttribute('href')!)).toBeTruthy();
  });
});
