/** /services/enclosure: the service page with its form; the form belongs to another feature, so app joins them. */
import { ServicePage } from '@/features/content/services/service-page';
import { enclosureService } from '@/features/content/services/enclosure-service';
import { EnclosureQuoteForm } from '@/features/quotes/components/service-request-forms';

export default function EnclosureServicePage() {
  return (
    <ServicePage content={enclosureService} quoteForm={<EnclosureQuoteForm heading={null} />} />
  );
}
