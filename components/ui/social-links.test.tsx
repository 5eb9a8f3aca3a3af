/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { site } from '@/content/site';
import { SocialLinks } from './social-links';

describe.each([false, true])('SocialLinks (labelled: %s)', (labelled) => {
  it('links each profile in a new tab, named with the network, its glyph one masked box', () => {
    const { container } = render(<SocialLinks labelled={labelled} />);
    const links = within(container).getAllByRole('link');
    expect(links).toHaveLength(site.socials.length);
    site.socials.forEach((profile, index) => {
      const link = links[index]!;
      expect(link).toHaveAccessibleName(`${profile.network} (opens in a new tab)`);
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
      const glyph = link.querySelector(`.icon-mask-${profile.network.toLowerCase()}`);
      expect(glyph).toHaveAttribute('aria-hidden', 'true');
    });
    // Masks only: no shapes in every page's footer.
    expect(container.querySelector('svg, use')).toBeNull();
  });

  it(labelled ? 'shows each network’s name' : 'names the list, and each network only to assistive technology', () => {
    render(<SocialLinks labelled={labelled} />);
    for (const profile of site.socials) {
      const name = screen.getByText(new RegExp(`^${profile.network}`));
      expect(name.classList.contains('sr-only')).toBe(!labelled);
    }
    if (!labelled) expect(screen.getByRole('list', { name: 'Social profiles' })).toBeInTheDocument();
  });
});
