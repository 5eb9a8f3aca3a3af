import { renderToStaticMarkup } from 'react-dom/server';
import { ClientsList } from './clients-band';

describe('ClientsList', () => {
  it('is not shown when no client is named', () => {
    expect(renderToStaticMarkup(<ClientsList clients={[]} />)).toBe('');
  });

  it('shows a logo with the client’s name as its text, and a name alone as text', () => {
    const html = renderToStaticMarkup(
      <ClientsList
        clients={[
          { name: 'Logo Co', logo: { src: '/images/logo.png', alt: 'Logo Co', width: 200, height: 80 }, href: '/portfolio/x' },
          { name: 'Plain Ltd' },
        ]}
      />,
    );
    expect(html).toMatch(/<a href="\/portfolio\/x"[^>]*><img alt="Logo Co"/);
    expect(html).toContain('>Plain Ltd</span>');
  });
});
