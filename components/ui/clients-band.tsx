import { clientMentions, type ClientMention } from '@/lib/clients';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { Image } from './image';

export async function ClientsBand() {
  const { clients, projects } = await getPortfolio();
  return <ClientsList clients={clientMentions(clients, projects)} />;
}

export function ClientsList({ clients }: { clients: ClientMention[] }) {
  if (clients.length === 0) return null;
  return (
    // Not a landmark of its own: a short band of proof beside the page's sections.
    <div data-clients className="border-y border-line bg-white py-10 md:py-12">
      <div className="container-page flex flex-col gap-6 lg:flex-row lg:items-center lg:gap-12">
        <h2 className="shrink-0 eyebrow text-brand">Clients I Have Filmed For</h2>
        {/* Names flow as text whose lines are balanced, so no name is left alone on the last line. */}
        <ul className="text-balance">
          {clients.map((client) => {
            const mark = client.logo ? (
              <Image
                src={client.logo.src}
                alt={client.name}
                width={client.logo.width}
                height={client.logo.height}
                sizes="160px"
                className="h-8 w-auto max-w-40 object-contain"
              />
            ) : (
              <span className="font-display text-lg font-bold tracking-tight whitespace-nowrap text-ink sm:text-xl md:text-2xl">
                {client.name}
              </span>
            );
            return (
              <li key={client.name} className="mr-6 inline-block py-1.5 align-middle last:mr-0 md:mr-8">
                {client.href ? (
                  <a
                    href={client.href}
                    className="inline-flex min-h-11 items-center underline decoration-transparent decoration-2 underline-offset-8 transition-colors hover:decoration-brand"
                  >
                    {mark}
                  </a>
                ) : (
                  mark
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
