import { Aperture, Clapperboard, Compass, type IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';

const approach: { title: string; description: string; icon: IconNode }[] = [
  {
    title: 'Strategic Planning',
    description:
      'Every project starts with your goal and your audience, not the camera. We agree what the film has to achieve, where it will be seen and how we will know it worked, before anything is shot.',
    icon: Compass,
  },
  {
    title: 'Creative Vision',
    description:
      'Then comes the idea: the story, the look, the music and the moments that will make people stop scrolling. You see the plan as a treatment or a shot list, so there are no surprises on the day.',
    icon: Aperture,
  },
  {
    title: 'Quality Production',
    description:
      'Cinema cameras, clean sound and careful lighting, followed by an edit, colour grade and sound mix that would sit happily next to work from much bigger production companies.',
    icon: Clapperboard,
  },
];

export function AboutApproach() {
  return (
    <PageSection
      id="approach-title"
      eyebrow="How I work"
      title="My Approach"
      intro="Three things every film gets, whatever its size or budget."
    >
      <ol className="grid gap-5 md:grid-cols-3">
        {approach.map(({ title, description, icon }, index) => (
          <li key={title} className="flex flex-col rounded-card bg-white p-8 shadow-card ring-1 ring-line/60">
            <div className="flex items-center justify-between">
              <span className="flex size-12 items-center justify-center rounded-full bg-ink text-white">
                <Icon icon={icon} className="size-5" strokeWidth={1.5} />
              </span>
              <span aria-hidden className="font-display text-sm font-bold tracking-widest text-brand">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-8 font-display text-2xl font-bold">{title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
