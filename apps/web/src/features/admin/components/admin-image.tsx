/** A stored catalogue picture in the back office: its path resolved, a placeholder if it fails. */
import type { ComponentProps } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { adminImageUrl } from './image-path';

type AdminImageProps = Omit<ComponentProps<typeof ProductImage>, 'src'> & {
  path: string | null | undefined;
};

export function AdminImage({ path, ...props }: AdminImageProps) {
  return <ProductImage src={adminImageUrl(path)} {...props} />;
}
