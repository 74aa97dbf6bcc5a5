/** The Enquiries screen's list state, kept in the address (?type=&page=); bad values fall back. */
import { enquiryTypes, type EnquiryType } from '@shop/shared/enquiries/schemas';
import { MAX_PAGE_LIMIT } from '@shop/shared/http/paging';
import { readPage, writeListParams } from '@/features/admin/components/list-params';

export const ENQUIRIES_PAGE_SIZE = MAX_PAGE_LIMIT;

export interface EnquiriesParams {
  /** Empty: every type. */
  type: EnquiryType | '';
  page: number;
}

const isType = (value: string | null): value is EnquiryType =>
  (enquiryTypes as readonly string[]).includes(value ?? '');

export function readEnquiriesParams(search: URLSearchParams): EnquiriesParams {
  const type = search.get('type');
  return { type: isType(type) ? type : '', page: readPage(search) };
}

export function writeEnquiriesParams({ type, page }: EnquiriesParams): URLSearchParams {
  const search = new URLSearchParams();
  if (type) search.set('type', type);
  return writeListParams({ page }, search);
}
