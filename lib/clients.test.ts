import { projects } from '../content/projects';
import { clientMentions } from './clients';

describe('clientMentions', () => {
  const [film] = projects;

  it('keeps the owner’s clients in their order, linking each to the film made for them', () => {
    const mentions = clientMentions([{ name: 'B Studio', projectSlug: film!.slug }, { name: 'A Charity' }], projects);
    expect(mentions).toEqual([{ name: 'B Studio', href: `/portfolio/${film!.slug}` }, { name: 'A Charity' }]);
  });

  it('names a client whose film is not published without a link', () => {
    expect(clientMentions([{ name: 'Gone', projectSlug: film!.slug }], projects.slice(1))).toEqual([{ name: 'Gone' }]);
  });

  it('names nobody the owner did not enter', () => {
    expect(clientMentions([], projects)).toEqual([]);
  });
});
