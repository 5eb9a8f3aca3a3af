import { CredentialsList } from '@/components/ui/credentials-list';

export function AboutCredentials() {
  return (
    <section aria-labelledby="credentials-title" className="container-page pb-16 md:pb-24">
      <div className="rounded-card border border-line bg-white p-7 shadow-card md:p-10">
        <h2 id="credentials-title" className="text-2xl font-bold md:text-3xl">
          Credentials
        </h2>
        <CredentialsList className="mt-8 lg:grid-cols-4 lg:gap-8" />
      </div>
    </section>
  );
}
