import { act, fireEvent, render, screen } from '@testing-library/react';
import { installMatchMedia, setViewport } from '@/test/browserMocks';
import { pageCount } from './carouselIndex';
import { PagedCarousel } from './PagedCarousel';

const items = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];

function renderPaged(list = items) {
  return render(
    <PagedCarousel
      items={list}
      label="Testimonials"
      noun="testimonials"
      getKey={(item) => item}
      breakpoints={{ medium: 640, large: 1024 }}
      perPage={{ medium: 2, large: 3 }}
      renderItem={(item) => <p>{item}</p>}
    />,
  );
}

const shown = () => screen.getAllByRole('paragraph').map((p) => p.textContent);

describe('PagedCarousel', () => {
  it('counts pages as items / N rounded up', () => {
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(6, 2)).toBe(3);
    expect(pageCount(6, 1)).toBe(6);
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(2, 3)).toBe(1);
  });

  it.each([
    [1024, ['One', 'Two', 'Three'], 2],
    [1023, ['One', 'Two'], 3],
    [640, ['One', 'Two'], 3],
    [639, ['One'], 6],
  ])('at %d px shows %j with %d dots', (width, firstPage, pages) => {
    installMatchMedia({ width });
    renderPaged();
    expect(shown()).toEqual(firstPage);
    expect(screen.getAllByRole('button', { name: /^Show page/ })).toHaveLength(pages);
  });

  it('pages with the arrows and wraps at both ends', () => {
    installMatchMedia({ width: 1280 });
    renderPaged();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(shown()).toEqual(['Four', 'Five', 'Six']);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(shown()).toEqual(['One', 'Two', 'Three']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(shown()).toEqual(['Four', 'Five', 'Six']);
  });

  it('has no arrows or dots with a single page', () => {
    installMatchMedia({ width: 1280 });
    renderPaged(['One', 'Two']);
    expect(shown()).toEqual(['One', 'Two']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes back to the first page when N changes', () => {
    installMatchMedia({ width: 700 });
    renderPaged();
    fireEvent.click(screen.getByRole('button', { name: 'Show page 3 of 3' }));
    expect(shown()).toEqual(['Five', 'Six']);
    act(() => setViewport({ width: 1100 }));
    expect(shown()).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByRole('button', { name: 'Show page 1 of 2' })).toHaveAttribute('aria-current', 'true');
  });
});
