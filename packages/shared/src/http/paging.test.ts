/** The paging contract every list shares. */
import { describe, expect, it } from 'vitest';
import { adminOrderListQuerySchema } from '../orders/schemas';
import { enquiryListQuerySchema } from '../enquiries/schemas';
import { genericMessages } from './errors';
import { MAX_PAGE_DEPTH } from './page-depth';
import { pagingQuerySchema } from './paging';

describe('paging', () => {
  it('keeps page × limit within the bound, with or without a limit given', () => {
    expect(pagingQuerySchema.safeParse({ page: '100' }).success).toBe(true);
    expect(pagingQuerySchema.safeParse({ page: '400', limit: '25' }).success).toBe(true);
    for (const query of [{ page: '101' }, { page: '401', limit: '25' }, { page: '10000' }]) {
      const result = pagingQuerySchema.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['page'],
          message: genericMessages.pageTooDeep(MAX_PAGE_DEPTH),
        }),
      ]);
    }
  });

  it('holds for the lists built on it', () => {
    for (const schema of [adminOrderListQuerySchema, enquiryListQuerySchema]) {
      expect(schema.safeParse({ page: '100' }).success).toBe(true);
      expect(schema.safeParse({ page: '101' }).success).toBe(false);
    }
  });
});
