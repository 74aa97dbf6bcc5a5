/**
 * The Returns screen (/admin/returns): customers' return requests, by default those still
 * waiting for staff (requested, approved, received), else all or those in one state, each with
 * its order, customer, reason, photos, lines and the moves its state allows. The filter and page
 * are kept in the address.
 */
import { useSearchParams } from 'react-router';
import { returnMessages as m, returnStatusNames } from '@shop/shared/returns/messages';
import type { ReturnStatus } from '@shop/shared/returns/schemas';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { useAdminReturns } from '../api/get-admin-returns';
import {
  readReturnsParams,
  RETURNS_PAGE_SIZE,
  returnsFilters,
  writeReturnsParams,
  type ReturnsFilter,
} from '../returns-params';
import { AdminReturnCard } from './admin-return-card';

const filterLabel = (filter: ReturnsFilter) =>
  filter === 'open'
    ? m.filterOpen
    : filter === 'all'
      ? m.filterAll
      : returnStatusNames[filter as ReturnStatus];

export default function ReturnsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readReturnsParams(searchParams);
  const returns = useAdminReturns(params);

  return (
    <AdminListPage
      heading={m.adminHeading}
      countSuffix={m.adminCountSuffix}
      subtitle={m.adminSubtitle}
      controls={
        <ReturnsFilterChoice
          show={params.show}
          onChoose={(show) => setSearchParams(writeReturnsParams({ show, page: 1 }))}
        />
      }
      list={returns}
      loadingText={m.loading}
      loadFailed={m.adminLoadFailed}
      emptyText={m.adminEmpty}
      page={params.page}
      pageSize={RETURNS_PAGE_SIZE}
      onPage={(page) => setSearchParams(writeReturnsParams({ ...params, page }))}
    >
      {(items) => (
        <ul className="space-y-4" aria-label={m.adminHeading}>
          {items.map((orderReturn) => (
            <li key={orderReturn._id}>
              <AdminReturnCard orderReturn={orderReturn} />
            </li>
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}

export function ReturnsFilterChoice({
  show,
  onChoose,
}: {
  show: ReturnsFilter;
  onChoose: (show: ReturnsFilter) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{m.filterLabel}</legend>
      {returnsFilters.map((filter) => (
        <label
          key={filter}
          className="cursor-pointer rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
        >
          <input
            type="radio"
            name="returns-filter"
            value={filter}
            className="sr-only"
            checked={show === filter}
            onChange={() => onChoose(filter)}
          />
          {filterLabel(filter)}
        </label>
      ))}
    </fieldset>
  );
}
