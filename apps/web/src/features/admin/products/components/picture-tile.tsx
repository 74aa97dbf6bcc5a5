/**
 * One picture of the product form: the picture, "Main picture" in words on the first, its Remove
 * button and buttons that move it one place earlier or later (keyboard-usable, named by place).
 */
import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';

type PictureTileProps = {
  position: number;
  main: boolean;
  isNew?: boolean;
  isFirst: boolean;
  isLast: boolean;
  removeLabel: string;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
};

/** One picture with its place in words, its Remove button and buttons to move it. */
export function PictureTile({
  position,
  main,
  isNew,
  isFirst,
  isLast,
  removeLabel,
  onMove,
  onRemove,
  children,
}: PictureTileProps) {
  const control = 'rounded-full bg-white/90 p-1 text-slate-800 shadow disabled:opacity-40';
  return (
    <li
      className={`relative size-24 overflow-hidden rounded-lg ${isNew ? 'ring-2 ring-brand-500' : 'ring-1 ring-slate-200'}`}
    >
      {children}
      {main && (
        <span className="absolute bottom-0 left-0 right-0 bg-slate-900/80 py-0.5 text-center text-[11px] font-semibold text-white">
          {t.mainPicture}
        </span>
      )}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className={`absolute top-1 right-1 ${control}`}
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
      <div className="absolute top-1 left-1 flex gap-1">
        <button
          type="button"
          aria-label={t.moveImageEarlier(position)}
          disabled={isFirst}
          onClick={() => onMove(-1)}
          className={control}
        >
          <ArrowLeft aria-hidden="true" className="size-3.5" />
        </button>
        <button
          type="button"
          aria-label={t.moveImageLater(position)}
          disabled={isLast}
          onClick={() => onMove(1)}
          className={control}
        >
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </button>
      </div>
    </li>
  );
}
