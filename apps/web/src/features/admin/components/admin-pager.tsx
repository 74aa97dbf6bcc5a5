/** Previous / Next under a paged admin list; hidden when everything fits on one page. */
import { adminPagerMessages as t } from '@shop/shared/admin/desk-messages';
import { Button } from '@/components/ui/button';

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

type AdminPagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
};

export function AdminPager({ page, total, pageSize, onPage }: AdminPagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previousPage}
      </Button>
      <span className="text-sm text-slate-700">{t.pageOf(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.nextPage}
      </Button>
    </nav>
  );
}
