/** A stored catalogue picture in the back office: its path resolved, a placeholder if it fails. */
import type { ImgHTMLAttributes } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { adminImageUrl } from './image-path';

type AdminImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  path: string | null | undefined;
  alt: string;
};

export function AdminImage({ path, alt, ...props }: AdminImageProps) {
  return <ProductImage src={adminImageUrl(path)} alt={alt} {...props} />;
}
