/**
 * One row of the back office's Categories or Products list: the item's picture, the lines that
 * describe it, and its Edit and Delete buttons, named after the item for screen readers.
 */
import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AdminImage } from './admin-image';

type CatalogItemRowProps = {
  name: string;
  imagePath: string | null | undefined;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
};

export function CatalogItemRow({
  name,
  imagePath,
  onEdit,
  onDelete,
  children,
}: CatalogItemRowProps) {
  return (
    <li className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
      <AdminImage
        path={imagePath}
        alt={name}
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
          className="text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}
