/**
 * What a PIN code fills in: the state at once, from the small prefix table the form's checks
 * already carry, and the city from GET /api/pin-codes/{pin} (the directory's per-PIN table is
 * the server's, to keep the pages light). A failed look-up fills nothing: the shopper types it.
 */
import { stateOfPin } from '@shop/shared/addresses/checks';
import type { PinLookup } from '@shop/shared/addresses/schemas';
import { apiFetch } from '@/lib/api-client';

export { stateOfPin };

export async function cityOfPin(pin: string): Promise<string | undefined> {
  if (!stateOfPin(pin)) return undefined;
  try {
    return (await apiFetch<PinLookup>(`/pin-codes/${pin}`)).city ?? undefined;
  } catch {
    return undefined;
  }
}
