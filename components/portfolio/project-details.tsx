import type { ReactNode } from 'react';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import type { Project } from '@/content/model';
import { servicesProvided } from '@/lib/content-queries';
import { FilmNotes } from './film-notes';

export function ProjectDetails({ project }: { project: Project }) {
  return (
    <div className="container-page py-16 md:py-24">
      <Row title="Overview">
        <div className="space-y-5 text-lg leading-relaxed text-ink/85">
          {project.description.map((paragraph, index) => (
            <p key={index} className={index === 0 ? 'font-display text-xl leading-snug text-ink md:text-2xl' : undefined}>
              <KeepHyphenated text={paragraph} />
            </p>
          ))}
        </div>
      </Row>

      <Row title="Goals">
        {/* Numbers drawn by CSS counters: the list is already ordered for assistive technology. */}
        <ol className="grid gap-x-10 gap-y-6 [counter-reset:goal] sm:grid-cols-2">
          {project.goals.map((goal) => (
            <li
              key={goal}
              className="flex gap-4 leading-relaxed [counter-increment:goal] before:font-display before:text-sm before:font-bold before:text-brand before:tabular-nums before:content-[counter(goal,decimal-leading-zero)]"
            >
              {goal}
            </li>
          ))}
        </ol>
      </Row>

      <div className="grid gap-10 border-t border-line py-10 md:grid-cols-3 md:py-12">
        <Credit title="Client">
          <p className="text-lg font-medium">
            <KeepHyphenated text={project.client} />
          </p>
        </Credit>
        <Credit title="Timeline">
          <p className="text-lg font-medium">{project.timeline}</p>
        </Credit>
        <Credit title="Services Provided">
          <ul className="flex flex-wrap gap-2">
            {servicesProvided(project).map((service) => (
              <li key={service} className="rounded-full border border-line bg-white px-3 py-1 text-sm font-medium">
                {service}
              </li>
            ))}
          </ul>
        </Credit>
      </div>

      {(project.film?.chapters || project.film?.transcript) && (
        <Row title="The Film">
          <FilmNotes film={project.film} title={project.title} />
        </Row>
      )}

      <Row title="Outcome">
        <p className="border-l-4 border-brand pl-6 font-display text-xl leading-snug font-bold md:text-2xl">
          <KeepHyphenated text={project.outcome} />
        </p>
      </Row>
    </div>
  );
}

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-6 border-t border-line py-10 first:border-t-0 first:pt-0 md:grid-cols-12 md:gap-10 md:py-12">
      <h2 className="pt-1 eyebrow text-muted md:col-span-3">{title}</h2>
      <div className="md:col-span-9">{children}</div>
    </section>
  );
}

function Credit({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 eyebrow text-muted">{title}</h2>
      {children}
    </section>
  );
}
