import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { termsOfService } from '@/content/legal';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(termsOfService);

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
