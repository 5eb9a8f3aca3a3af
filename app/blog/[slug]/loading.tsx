import { BlogLoading } from '@/components/blog/blog-states';

export default function Loading() {
  return <BlogLoading label="Loading blog post..." />;
}
