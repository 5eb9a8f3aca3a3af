import { clients as clientList } from '../content/clients';
import type { Client, Project } from '../content/model';
import { projects as projectList } from '../content/projects';
import { projectPagePath } from './routes';

export interface ClientMention {
  name: string;
  logo?: Client['logo'];
  href?: string;
}

export function clientMentions(
  list: readonly Client[] = clientList,
  projects: readonly Project[] = projectList,
): ClientMention[] {
  const published = new Set(projects.map((project) => project.slug));
  return list.map(({ name, logo, projectSlug }) => ({
    name,
    ...(logo ? { logo } : {}),
    ...(projectSlug && published.has(projectSlug) ? { href: projectPagePath({ slug: projectSlug }) } : {}),
  }));
}
