import { fireEvent, render, screen } from '@testing-library/react';
import { mediaMonogram, monogramLogoUrl } from 'shared-domain/format';
import { MediaMark } from './media-mark';

const media = { _id: '665000a10000000000000001', name: 'Times of India Bangalore' };

describe('MediaMark', () => {
  it('shows the logo with its width and height, decorative unless given alt text', () => {
    const { container } = render(<MediaMark media={{ ...media, logoUrl: '/logos/toi.png' }} size={30} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/logos/toi.png');
    expect(img).toHaveAttribute('width', '72');
    expect(img).toHaveAttribute('height', '30');
    expect(img).toHaveAttribute('alt', '');
    render(<MediaMark media={{ ...media, logoUrl: '/logos/toi.png' }} size={56} ratio={1} alt="Times of India logo" />);
    const square = screen.getByRole('img', { name: 'Times of India logo' });
    expect([square.getAttribute('width'), square.getAttribute('height')]).toEqual(['56', '56']);
  });

  it('shows the generated mark, initials on its own colour, when there is no logo or it fails', () => {
    const mark = mediaMonogram(media);
    const { container } = render(<MediaMark media={{ ...media, logoUrl: '/logos/missing.png' }} />);
    fireEvent.error(container.querySelector('img')!);
    const monogram = screen.getByTestId('media-monogram');
    expect(monogram).toHaveTextContent(mark.initials);
    expect(monogram).toHaveStyle({ background: mark.background, color: mark.foreground });
    expect(monogram).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws its own generated mark instead of fetching the file of it; another logo is fetched', () => {
    const own = monogramLogoUrl(mediaMonogram(media));
    const { container } = render(<MediaMark media={{ ...media, logoUrl: own }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('media-monogram')).toHaveTextContent(mediaMonogram(media).initials);
    // Another media's mark is a logo like any other.
    const other = monogramLogoUrl(mediaMonogram({ _id: '665000a10000000000000002', name: 'Hindustan Times Delhi' }));
    const { container: second } = render(<MediaMark media={{ ...media, logoUrl: other }} />);
    expect(second.querySelector('img')).toHaveAttribute('src', other);
  });

  it('names the mark for assistive technology when it stands alone', () => {
    render(<MediaMark media={{ ...media, logoUrl: null }} alt="Times of India Bangalore logo" />);
    expect(screen.getByRole('img', { name: 'Times of India Bangalore logo' })).toHaveTextContent(mediaMonogram(media).initials);
  });
});
