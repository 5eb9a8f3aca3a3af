import type { Project } from '@/content/model';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { confirmationSteps, filmForBrief } from './confirmation';

// Made-up films and services: the rules, not the sample content.
const base = projects[0]!;
const film = (slug: string, serviceSlugs: string[], locationSlug?: string): Project => ({
  ...base,
  slug,
  // The title names another service, so a match by wording would pick wrongly.
  title: 'A party film',
  serviceSlugs,
  locationSlug,
});
const services = [
  { slug: 'party-films', title: 'Party Films', projectType: { value: 'party', label: 'Party Video' } },
  { slug: 'office-films', title: 'Office Films' },
];
const films = [
  film('office-day', ['office-films', 'party-films']),
  film('office-night', ['office-films']),
  film('party-town', ['party-films'], 'town'),
  film('party-city', ['party-films'], 'city'),
];

describe('filmForBrief', () => {
  it('takes a film of the project type’s own service, shot where the brief is when there is one', () => {
    expect(filmForBrief({ projectType: 'party' }, films, services)?.slug).toBe('party-town');
    expect(filmForBrief({ projectType: 'party', location: 'city' }, films, services)?.slug).toBe('party-city');
    expect(filmForBrief({ projectType: 'party', location: 'elsewhere' }, films, services)?.slug).toBe('party-town');
  });

  it('knows a service without a project type of its own by its slug', () => {
    expect(filmForBrief({ projectType: 'office-films' }, films, services)?.slug).toBe('office-day');
  });

  it('falls back to a film that lists the service, and offers none for a type no film or service has', () => {
    const listing = [film('office-day', ['office-films', 'party-films']), film('office-night', ['office-films'])];
    expect(filmForBrief({ projectType: 'party' }, listing, services)?.slug).toBe('office-day');
    expect(filmForBrief({ projectType: 'party' }, [film('office-night', ['office-films'])], services)).toBeUndefined();
    expect(filmForBrief({ projectType: 'other' }, films, services)).toBeUndefined();
    expect(filmForBrief({ projectType: 'Party Films' }, films, services)).toBeUndefined();
    expect(filmForBrief(undefined, films, services)).toBeUndefined();
  });
});

describe('confirmationSteps', () => {
  const chosen = films[2]!;
  const kinds = (steps: ReturnType<typeof confirmationSteps>) => steps.map((step) => step.kind);

  it('offers the owner’s booking page and phone first when there are, then the film, then the promised reply', () => {
    const steps = confirmationSteps(
      { bookingUrl: 'https://cal.example/kestrel', phone: '+44 (0)1273 123-456', facts: { responseTime: 'Two working days' } },
      chosen,
    );
    expect(steps).toEqual([
      { kind: 'booking', href: 'https://cal.example/kestrel' },
      { kind: 'phone', text: '+44 (0)1273 123-456', href: 'tel:+441273123456' },
      { kind: 'film', project: chosen },
      { kind: 'reply', within: 'two working days' },
    ]);
  });

  it('leaves out what the owner has not set, and offers the portfolio when there is no film like the brief', () => {
    expect(kinds(confirmationSteps({ facts: {} }, chosen))).toEqual(['film']);
    expect(kinds(confirmationSteps({ phone: '01273 123456', facts: {} }, chosen))).toEqual(['phone', 'film']);
    expect(kinds(confirmationSteps({ facts: { responseTime: 'One day' } }, undefined))).toEqual(['portfolio', 'reply']);
  });

  it('follows the site’s own settings', () => {
    const steps = kinds(confirmationSteps(site, chosen));
    expect(steps.includes('booking')).toBe(Boolean(site.bookingUrl));
    expect(steps.includes('phone')).toBe(Boolean(site.phone));
    expect(steps.includes('reply')).toBe(Boolean(site.facts.responseTime));
  });
});
