import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(privacyPolicy);

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
