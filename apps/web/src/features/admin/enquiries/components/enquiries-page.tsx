/**
 * The Enquiries screen (/admin/enquiries): business enquiries, quote requests and support
 * requests together, newest first, each with its type, paged; each can be marked handled (or new
 * again), and answered by e-mail with its replies kept below it (docs/decisions/054). The type
 * filter and page live in the address.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { adminEnquiriesMessages as t, enquiryMessages } from '@shop/shared/enquiries/messages';
import { enquiryTypes, type EnquiryListItem } from '@shop/shared/enquiries/schemas';
import {
  optionLabel,
  quoteFieldLabels,
  quoteKindLabels,
  type QuoteField,
} from '@shop/shared/quotes/messages';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-controls';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useEnquiries } from '../api/get-enquiries';
import { useMarkEnquiryHandled } from '../api/mark-enquiry-handled';
import { EnquiryThread } from './enquiry-thread';
import {
  ENQUIRIES_PAGE_SIZE,
  readEnquiriesParams,
  writeEnquiriesParams,
  type EnquiriesParams,
} from '../enquiries-params';

const typeLabel = (type: string) =>
  type === 'enquiry'
    ? enquiryMessages.heading
    : quoteKindLabels[type as keyof typeof quoteKindLabels];

/** The fields of an item, as label and value, leaving out what the visitor left empty. */
function fieldsOf(item: EnquiryListItem): Array<[string, string]> {
  const fields: Array<[string, string | number]> =
    item.type === 'enquiry'
      ? [
          [enquiryMessages.labels.phone, item.phone],
          [enquiryMessages.labels.company, item.company],
          [enquiryMessages.labels.sector, item.sector],
          [enquiryMessages.labels.gst, item.gst],
          [enquiryMessages.labels.enquiry, item.enquiry],
          [enquiryMessages.labels.message, item.message],
        ]
      : [
          [quoteFieldLabels.phone, item.phone],
          ...Object.entries(item.details).map(([field, value]): [string, string | number] => [
            quoteFieldLabels[field as QuoteField] ?? field,
            typeof value === 'string' ? optionLabel(value) : value,
          ]),
        ];
  return fields.filter(([, value]) => value !== '').map(([label, value]) => [label, String(value)]);
}

function EnquiryCard({ item }: { item: EnquiryListItem }) {
  const mark = useMarkEnquiryHandled();
  const handled = item.handledAt !== null;
  const name = item.type === 'enquiry' ? `${item.firstName} ${item.lastName}`.trim() : item.name;
  const headingId = `enquiry-${item._id}`;
  const [showThread, setShowThread] = useState(false);

  function toggle() {
    mark.mutate(
      { id: item._id, handled: !handled },
      {
        onSuccess: () => toast.success(handled ? t.markedOpen : t.markedHandled),
        onError: (error) => toast.error(errorMessage(error, t.updateFailed)),
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${handled ? 'ring-slate-200' : 'ring-brand-300'}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
          {typeLabel(item.type)}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 ${handled ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
        >
          {handled ? t.handled : t.open}
        </span>
        <span className="font-normal text-slate-600">
          {t.received} {formatDateTime(item.createdAt)}
        </span>
      </div>
      <h2 id={headingId} className="mt-2 text-lg font-semibold text-slate-900">
        {name}{' '}
        <a
          href={`mailto:${item.email}`}
          className="text-sm font-normal break-all text-brand-700 hover:underline"
        >
          {item.email}
        </a>
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {fieldsOf(item).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant={handled ? 'secondary' : 'primary'}
          disabled={mark.isPending}
          onClick={toggle}
          aria-describedby={headingId}
        >
          {mark.isPending ? t.saving : handled ? t.markOpen : t.markHandled}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={showThread}
          aria-controls={`${headingId}-thread`}
          aria-describedby={headingId}
          onClick={() => setShowThread((shown) => !shown)}
        >
          {t.showReplies}
        </Button>
      </div>
      {/* Loaded only when opened: a page of a hundred enquiries asks for no hundred threads. */}
      <div id={`${headingId}-thread`}>
        {showThread && <EnquiryThread id={item._id} name={name} />}
      </div>
    </article>
  );
}

export default function EnquiriesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readEnquiriesParams(searchParams);
  const enquiries = useEnquiries(params);
  const show = (next: EnquiriesParams) => setSearchParams(writeEnquiriesParams(next));

  return (
    <AdminListPage
      heading={t.heading}
      countSuffix={t.countSuffix}
      subtitle={t.subtitle}
      controls={
        <SelectField
          id="enquiries-type"
          label={t.typeFilterLabel}
          className="max-w-xs"
          options={enquiryTypes}
          optionLabel={typeLabel}
          placeholder={t.allTypes}
          value={params.type}
          onChange={(event) =>
            show({ type: event.target.value as EnquiriesParams['type'], page: 1 })
          }
        />
      }
      list={enquiries}
      loadingText={t.loading}
      loadFailed={t.loadFailed}
      emptyText={t.empty}
      page={params.page}
      pageSize={ENQUIRIES_PAGE_SIZE}
      onPage={(page) => show({ ...params, page })}
    >
      {(items) => (
        <div className="space-y-4">
          {items.map((item) => (
            <EnquiryCard key={item._id} item={item} />
          ))}
        </div>
      )}
    </AdminListPage>
  );
}
