/** /services/3d-printing: the service page with its form; the form belongs to another feature, so app joins them. */
import { ServicePage } from '@/features/content/services/service-page';
import { threeDPrintingService } from '@/features/content/services/three-d-printing-service';
import { PrintingQuoteForm } from '@/features/quotes/components/service-request-forms';

export default function ThreeDPrintingServicePage() {
  return (
    <ServicePage content={threeDPrintingService} quoteForm={<PrintingQuoteForm heading={null} />} />
  );
}
