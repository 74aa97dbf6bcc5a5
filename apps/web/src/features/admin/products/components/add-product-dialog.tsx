/** The add-product dialog: a close action and a callback once the product is added. */
import type { Product } from '@shop/shared/catalog/schemas';
import { ProductFormDialog } from './product-form-dialog';

type AddProductDialogProps = { onClose: () => void; onAdded?: (product: Product) => void };

export function AddProductDialog({ onClose, onAdded }: AddProductDialogProps) {
  return <ProductFormDialog onClose={onClose} onSaved={onAdded} />;
}
