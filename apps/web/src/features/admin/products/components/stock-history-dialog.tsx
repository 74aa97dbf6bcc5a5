/**
 * A product's stock history: its movements newest first, each with its reason, change, the
 * stock it left, who made it, its note and when; older ones a page at a time.
 */
import { useState } from 'react';
import { stockMessages as m } from '@shop/shared/catalog/stock-movements';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { STOCK_HISTORY_PAGE_SIZE, useStockHistory } from '../api/get-stock-history';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

export function StockHistoryDialog({
  product,
  onClose,
}: {
  product: { _id: string; name: string };
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const history = useStockHistory(product._id, page);
  const items = history.data?.items;
  const lastPage = Math.max(1, Math.ceil((history.data?.total ?? 0) / STOCK_HISTORY_PAGE_SIZE));

  return (
    <Modal title={m.historyFor(product.name)} onClose={onClose} size="lg">
      {history.isPending && <Spinner label={m.history} />}
      {history.isError && <ErrorBanner message={m.historyLoadFailed} />}
      {items?.length === 0 && <p className="text-slate-700">{m.historyEmpty}</p>}
      {items && items.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.historyFor(product.name)}</caption>
          <thead className="text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                When
              </th>
              <th scope="col" className="py-2 pr-3">
                {m.reasonLabel}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Change
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Stock after
              </th>
              <th scope="col" className="py-2 pr-3">
                By
              </th>
              <th scope="col" className="py-2">
                {m.noteLabel}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((movement) => (
              <tr key={movement._id}>
                <td className="py-2 pr-3 whitespace-nowrap">{when(movement.createdAt)}</td>
                <td className="py-2 pr-3">{m.reasonNames[movement.reason]}</td>
                <td className="py-2 pr-3 text-right font-mono">{signed(movement.change)}</td>
                <td className="py-2 pr-3 text-right font-mono">{movement.stockAfter}</td>
                <td className="py-2 pr-3">{movement.staff || 'Shop'}</td>
                <td className="py-2 break-words">{movement.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lastPage > 1 && (
        <div className="mt-3 flex justify-between">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className="self-center text-sm text-slate-600">
            Page {page} of {lastPage}
          </span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            {m.loadMore}
          </Button>
        </div>
      )}
    </Modal>
  );
}
