/** /services/battery-pack: the service page with its form; the form belongs to another feature, so app joins them. */
import { ServicePage } from '@/features/content/services/service-page';
import { batteryPackService } from '@/features/content/services/battery-pack-service';
import { BatteryPackQuoteForm } from '@/features/quotes/components/service-request-forms';

export default function BatteryPackServicePage() {
  return (
    <ServicePage content={batteryPackService} quoteForm={<BatteryPackQuoteForm heading={null} />} />
  );
}
