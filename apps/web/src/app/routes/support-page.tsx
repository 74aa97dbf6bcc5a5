/** /support: the support page with its request form; the form belongs to another feature, so app joins them. */
import SupportPage from '@/features/content/pages/support-page';
import { PendingForm } from './pending-form';

export default function SupportRoute() {
  return <SupportPage requestForm={<PendingForm name="Support request form" />} />;
}
