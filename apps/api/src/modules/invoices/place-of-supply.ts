/**
 * Where a supply of goods is made, for the tax on its invoice. A registered buyer (one who gives
 * a GSTIN, a UIN or a TDS registration alike) takes the goods as its business, so the place of
 * supply is the state of that registration, the GSTIN's first two digits, wherever the parcel
 * goes; the ship-to address is printed as the place of delivery. Without a GSTIN it is the state
 * the goods are delivered to.
 */
import { stateByCode, stateCodeOf, stateOfGstin, type IndianState } from '@shop/shared/gst/states';

interface Supply {
  gstNumber: string;
  shippingAddress: { state: string };
}

/** The state of supply, or undefined when there is none in India (never for a checked order). */
export function placeOfSupplyOf(order: Supply): IndianState | undefined {
  if (order.gstNumber) return stateOfGstin(order.gstNumber);
  const code = stateCodeOf(order.shippingAddress.state);
  return code === undefined ? undefined : stateByCode(code);
}
