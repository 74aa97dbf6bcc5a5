/** /services/pcb: the service page with its form; the form belongs to another feature, so app joins them. */
import { ServicePage } from '@/features/content/services/service-page';
import { pcbService } from '@/features/content/services/pcb-service';
import { PcbQuoteForm } from '@/features/quotes/components/service-request-forms';

export default function PcbServicePage() {
  return <ServicePage content={pcbService} quoteForm={<PcbQuoteForm heading={null} />} />;
}
